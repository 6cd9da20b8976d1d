import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// The wrapper scrolls sideways on narrow screens instead of squeezing columns.
export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  captionSide: 'bottom',
});

export const header = style({});

export const body = style({});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { [`${body} &:hover`]: { background: vars.color.muted } },
});

export const head = style({
  height: '40px',
  padding: `0 ${vars.space.medium}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mutedForeground,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space.medium,
  verticalAlign: 'middle',
});

export const caption = style({
  marginTop: vars.space.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

/** Below this width of its wrapper, a `layout="cards"` table shows each row as a card (a phone; a narrow panel). */
export const tableCardsBelow = '40rem';

const narrow = `(max-width: ${tableCardsBelow})`;

/** The wrapper of a `layout="cards"` table: the container its width is measured on. */
export const cardsWrapper = style({
  containerType: 'inline-size',
});

/** A `layout="cards"` table: rows become cards of `label: value` lines in a narrow wrapper. */
export const cards = style({
  '@container': { [narrow]: { display: 'block' } },
});

globalStyle(`${cards} > tbody, ${cards} > tbody > tr, ${cards} > tbody > tr > td`, {
  '@container': { [narrow]: { display: 'block' } },
});

// Each card line names its column itself (`cellLabel`), for eyes and screen readers alike.
globalStyle(`${cards} > thead`, {
  '@container': { [narrow]: { display: 'none' } },
});

globalStyle(`${cards} > tbody > tr`, {
  '@container': {
    [narrow]: {
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      padding: `${vars.space.small} ${vars.space.medium}`,
      marginBottom: vars.space.small,
    },
  },
});

globalStyle(`${cards} > tbody > tr > td`, {
  '@container': {
    [narrow]: {
      padding: `${vars.space.xsmall} 0`,
      textAlign: 'left',
      overflowWrap: 'anywhere',
    },
  },
});

globalStyle(`${cards} > tbody > tr > td[data-label]`, {
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) 1fr',
      alignItems: 'baseline',
      gap: vars.space.small,
    },
  },
});

/** A cell's column name: shown only on a card. */
export const cellLabel = style({
  display: 'none',
  color: vars.color.mutedForeground,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${cards} ${cellLabel}`, {
  '@container': { [narrow]: { display: 'block' } },
});

/** A labelled cell's value. */
export const cellValue = style({
  minWidth: 0,
});

// A cell with no value for this row is no line of the card.
globalStyle(`${cards} > tbody > tr > td:has(> ${cellValue}:empty)`, {
  '@container': { [narrow]: { display: 'none' } },
});
