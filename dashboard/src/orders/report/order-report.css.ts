import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

// One column on a phone, two or three side by side from about 680 px; `min()` keeps a 20rem track from
// overflowing a 375 px screen.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  padding: vars.space.xlarge,
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const factValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'right',
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

// Each dt/dd pair is wrapped (allowed in a dl) but laid out by the list's grid.
export const factRow = style({ display: 'contents' });

// A section's own heading, the size of the charts' titles beside it.
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
