import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export { panelDescription as description, panelTitle as title } from '../theme/panel-parts.css';

export const card = style({
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.xlarge,
});

export const content = style({
  padding: `0 ${vars.space.xlarge} ${vars.space.xlarge}`,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `0 ${vars.space.xlarge} ${vars.space.xlarge}`,
});
