import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** The dashboard fills the page it is mounted in, in the theme's font and colours. */
export const root = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.foreground,
  fontFamily: vars.font.body,
});
