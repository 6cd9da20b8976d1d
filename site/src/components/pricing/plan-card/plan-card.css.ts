import { vars } from '@leadproof/ui';
import { keyframes, style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
});

// The highlighted plan: a stronger border, so it stands out without relying on colour alone (the badge says it).
export const popular = style({
  borderColor: vars.color.primary,
  borderWidth: '2px',
  boxShadow: vars.shadow.medium,
});

export const header = style({
  gap: vars.space.small,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  margin: `${vars.space.small} 0 0`,
});

export const amount = style({
  fontSize: '2.25rem',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1.1,
});

export const unit = style({
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.small,
});

export const credits = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const perCredit = style({
  margin: 0,
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.small,
});

export const note = style({
  margin: 0,
  color: vars.color.successForeground,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const content = style({
  flex: 1,
});

export const features = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});

export const check = style({
  flex: 'none',
  marginTop: '3px',
  color: vars.color.successForeground,
});

export const button = style({
  width: '100%',
});

// Both labels share one grid cell, so the button keeps its width when it turns busy. Which one shows
// follows the button's aria-busy, set by React (`busy`) or by <lp-plan-picker>; a label hidden with
// `visibility` is also left out of the button's accessible name.
export const labels = style({
  display: 'inline-grid',
  alignItems: 'center',
  justifyItems: 'center',
});

export const idleLabel = style({
  gridArea: '1 / 1',
  selectors: { '[aria-busy="true"] &': { visibility: 'hidden' } },
});

export const busyLabel = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  visibility: 'hidden',
  selectors: { '[aria-busy="true"] &': { visibility: 'visible' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
