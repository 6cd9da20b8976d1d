import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const prefix = style({
  fontFamily: vars.font.mono,
});

export const actions = style({
  textAlign: 'right',
});

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '1 1 16rem',
});

// A native select, sized and bordered like the kit's Input: the kit has no select, and a native one is
// accessible and keyboard-friendly as it is.
export const select = style({
  height: '40px',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  color: vars.color.foreground,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
});

export const smallField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '0 1 10rem',
});
