import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const welcome = style({
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
  marginInlineEnd: vars.space.xsmall,
});

export const name = style({
  color: vars.color.foreground,
  fontWeight: vars.fontWeight.semibold,
});
