import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** Purchase Credits: a link, or a button that looks like one. */
export const link = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.ring,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
});
