import { vars } from '@leadproof/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.large,
  margin: 0,
  // CardContent has no top padding (it expects a CardHeader above).
  paddingTop: vars.space.xlarge,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

globalStyle(`${field} dt`, {
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

globalStyle(`${field} dd`, {
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

export const notReadyTitle = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground,
});

export const receipt = style({
  display: 'block',
  marginTop: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.mutedForeground,
});

/** The type label, and the demo mark beside it. */
export const typeLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The order's name: a long file name wraps instead of widening the page. */
export const title = style({
  overflowWrap: 'anywhere',
});

/** 'Order 1a2b3c4d' under a named order's title. */
export const shortId = style({
  fontFamily: vars.font.mono,
});
