import { vars } from '@leadproof/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mutedForeground,
});

export const value = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { 'screen and (max-width: 767px)': { fontSize: vars.fontSize.large, margin: 0 } },
});

/** Below the mobile breakpoint (768 px), where the sidebar becomes a sheet. */
const phone = 'screen and (max-width: 767px)';

/** The three cards: as many 16rem columns as fit, and on a phone one row of three. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.large,
  '@media': { [phone]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.small } },
});

export const card = style({
  minWidth: 0,
});

// On a phone the cards' header and content keep a small padding, and the title may wrap.
globalStyle(`${card} > *`, {
  '@media': { [phone]: { padding: vars.space.small } },
});

globalStyle(`${card} > * + *`, {
  '@media': { [phone]: { paddingTop: 0 } },
});

/** The line under the number: left out on a phone, where the title says enough. */
export const note = style({
  '@media': { [phone]: { display: 'none' } },
});
