import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** A screen's column: sections stacked with even spacing. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  padding: vars.space.xlarge,
  maxWidth: '72rem',
  width: '100%',
  boxSizing: 'border-box',
});

/** Title row: heading block on the left, actions on the right, wrapping on narrow screens. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.large,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({
  margin: `${vars.space.xsmall} 0 0`,
  color: vars.color.mutedForeground,
});

/** A row of buttons. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** Cards side by side, as many as fit in 16rem columns. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.large,
});

/** Small grey text. */
export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

/** A centred message for empty and error states. */
export const emptyState = style({
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
  color: vars.color.mutedForeground,
});

/** An inline error line. */
export const errorText = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.destructive,
});

/** Card content that starts at the top (cards without a header). */
export const cardBody = style({
  paddingTop: vars.space.xlarge,
});

/** Children stacked with small gaps. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** Read by screen readers, not shown: names of icon-only columns, the row a button acts on. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
