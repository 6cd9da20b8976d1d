import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** The island's themed root: fills the page's content column. */
export const island = style({ width: '100%', fontFamily: vars.font.body, color: vars.color.foreground });

export const card = style({ width: '100%', maxWidth: '28rem', margin: '0 auto' });

export const centered = style({ textAlign: 'center' });

export const form = style({ display: 'grid', gap: vars.space.large });

export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const field = style({ display: 'grid', gap: vars.space.small });

export const labelRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' });

export const muted = style({ color: vars.color.mutedForeground, fontWeight: vars.fontWeight.regular });

/** A hint under a field: muted, and as small as the label (it sits outside it, so it inherits nothing). */
export const fieldHint = style([muted, { fontSize: vars.fontSize.small }]);

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

// /login's "Remember me": a native checkbox in the theme's colour (the page's form runs without React, issue 38).
export const nativeCheckbox = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const errorBox = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.destructive}`,
  background: vars.color.dangerBackground,
  color: vars.color.dangerForeground,
  fontSize: vars.fontSize.small,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.xsmall,
  textTransform: 'uppercase',
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const socialRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.medium });

export const footnote = style({
  width: '100%',
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

export const link = style({
  color: vars.color.foreground,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const smallLink = style([
  link,
  { fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.regular },
]);

export const actions = style({ display: 'grid', gap: vars.space.medium });

export const statusIcon = style({ margin: '0 auto', color: vars.color.successForeground });

export const errorIcon = style({ margin: '0 auto', color: vars.color.destructive });

/** The plan picked on /pricing, above the sign-up form. */
export const chosenPlan = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.muted,
});

export const chosenPlanName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const chosenPlanDetail = style({
  margin: 0,
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.small,
});

/** A button that reads as a link inside a sentence ("Wrong address? Change it"), 24px tall to be easy to hit. */
export const linkButton = style([
  link,
  {
    minHeight: '24px',
    padding: `${vars.space.xxsmall} 0`,
    border: 0,
    background: 'none',
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    ':focus-visible': {
      outline: `2px solid ${vars.color.ring}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
]);

/** "Wrong address? Change it" opened: the corrected address and the password, left-aligned in the centred card. */
export const changeForm = style({
  display: 'grid',
  gap: vars.space.medium,
  width: '100%',
  textAlign: 'left',
});

export const changeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
