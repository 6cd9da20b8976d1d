import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** The secret itself: monospace, wrapping anywhere, selected whole by one click. */
export const secret = style({
  display: 'block',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.muted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
