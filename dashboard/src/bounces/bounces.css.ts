import { vars } from '@leadproof/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** A count in a table: digits aligned, on one line. */
export const number = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Hard, soft and unclear side by side, one under the other on a phone. */
export const kinds = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.large,
  margin: 0,
});

export const kind = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

globalStyle(`${kind} dt`, {
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${kind} dd`, {
  margin: 0,
});

export const kindCount = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const reasons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reason = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const reasonHeading = style({
  fontWeight: vars.fontWeight.semibold,
});

/** The indeterminate bar and its words while the report is read. */
export const processing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const orderLink = style({
  whiteSpace: 'nowrap',
});
