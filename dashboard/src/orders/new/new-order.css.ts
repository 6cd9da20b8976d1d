import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** The form beside the quote; the quote goes under the form on narrow screens. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' },
  },
});

// The quote stays in view while a long form scrolls by.
export const quoteColumn = style({
  '@media': { 'screen and (min-width: 64rem)': { position: 'sticky', top: vars.space.large } },
});

/** Checkboxes in as many columns as fit. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A long country list scrolls inside its box rather than pushing the rest of the form down.
export const scrollingChoices = style([
  choices,
  {
    maxHeight: '14rem',
    overflowY: 'auto',
    padding: vars.space.small,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
  },
]);

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const choiceCount = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
  fontVariantNumeric: 'tabular-nums',
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

export const countInput = style({
  maxWidth: '10rem',
});

/** The quote's figures: label left, number right. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const figureValue = style({
  margin: 0,
  textAlign: 'right',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const quoteBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});

export const balanceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const presetBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const select = style({
  height: '2.5rem',
  minWidth: '14rem',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  color: vars.color.foreground,
  fontSize: vars.fontSize.small,
});

/** The criteria a lead purchase was bought with: name left, values right. */
export const profileList = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
});

export const profileRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) 1fr',
  gap: vars.space.large,
});

export const profileTerm = style({
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

export const profileValue = style({
  margin: 0,
});
