import { vars } from '@leadproof/ui';
import { keyframes, style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** The field and its button on one line, the button under the field when the card is narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
});

export const verdict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

export const checked = style({
  fontWeight: vars.fontWeight.medium,
  // Long addresses break anywhere instead of widening the card.
  overflowWrap: 'anywhere',
});

export const reasons = style({
  margin: 0,
  paddingLeft: vars.space.large,
  fontSize: vars.fontSize.small,
});

export const line = style({
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The country of phone numbers, under the field. */
export const countryRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const pending = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const legend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});

export const legendTitle = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const legendText = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.mutedForeground,
});

export const contributions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xsmall,
});
