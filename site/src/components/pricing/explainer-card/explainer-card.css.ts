import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  height: '100%',
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  flex: 'none',
  borderRadius: vars.radius.large,
  background: vars.color.muted,
  color: vars.color.foreground,
});

export const rate = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minHeight: '2rem',
  margin: `0 0 ${vars.space.large}`,
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.small,
});

export const rateValue = style({
  color: vars.color.foreground,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  minHeight: '2rem',
  margin: `0 0 ${vars.space.large}`,
  color: vars.color.destructive,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const points = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  paddingLeft: vars.space.large,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
