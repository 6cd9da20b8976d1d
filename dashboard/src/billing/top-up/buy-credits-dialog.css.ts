import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** Wide enough for a plan and its Buy button on one line, and no wider than a phone. */
export const content = style({
  width: 'min(32rem, calc(100vw - 2rem))',
  maxWidth: '100%',
});

export const plans = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const plan = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const planText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const planName = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.semibold,
});

export const period = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.mutedForeground,
});

export const planCredits = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});
