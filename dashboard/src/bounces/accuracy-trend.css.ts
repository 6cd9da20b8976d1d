import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  minWidth: 0,
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.small,
});

/** The percentages beside the plot, top and bottom. */
export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.small,
  alignItems: 'stretch',
});

export const axis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.mutedForeground,
  fontVariantNumeric: 'tabular-nums',
});

export const plot = style({
  width: '100%',
  height: 'auto',
  maxHeight: '12rem',
  overflow: 'visible',
});

export const grid = style({
  stroke: vars.color.border,
  strokeWidth: 1,
});

// Text-strength colours, so the line keeps over 3:1 against the card (WCAG 1.4.11).
export const line = style({
  fill: 'none',
  stroke: vars.color.infoForeground,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const point = style({
  fill: vars.color.infoForeground,
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
