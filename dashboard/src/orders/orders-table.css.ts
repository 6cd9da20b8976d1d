import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** The first column: the order's name over its short id. */
export const nameCell = style({
  maxWidth: '18rem',
});

/** The order's name, a link to its page; a long file name wraps instead of widening the table. */
export const name = style({
  display: 'block',
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: '2px' },
  },
});

export const id = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
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

export const created = style({
  whiteSpace: 'nowrap',
});

export const actions = style({
  textAlign: 'right',
});

/** The Created column's header: a button that turns the order around. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: '2px', borderRadius: '2px' },
  },
});

/** The type label, with the demo mark under it when there is one. */
export const type = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});
