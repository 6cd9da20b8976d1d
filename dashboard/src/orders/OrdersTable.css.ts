import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const id = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.medium,
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const counts = style({
  whiteSpace: 'nowrap',
});

export const actions = style({
  textAlign: 'right',
});

/** The type label, with the demo mark under it when there is one. */
export const type = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});
