import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** Tall results scroll inside the card instead of stretching the page. */
export const scroller = style({
  maxHeight: '28rem',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const cell = style({
  whiteSpace: 'nowrap',
  maxWidth: '24rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
