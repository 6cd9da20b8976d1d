import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.medium });

export const field = style({ display: 'grid', gap: vars.space.small });

export const error = style({ color: vars.color.destructive, fontSize: vars.fontSize.small, margin: 0 });

/** The "what is deleted / what is kept" lists of the dialog. */
export const facts = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  paddingLeft: vars.space.large,
  fontSize: vars.fontSize.small,
});

export const factsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

/** The profile's label/value pairs. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const term = style({ color: vars.color.mutedForeground });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** The danger zone's card: a destructive border says what kind of section it is before any text does. */
export const dangerZone = style({ borderColor: vars.color.destructive });

/** First and last name side by side where there is room, one above the other on a phone. */
export const nameRow = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const optional = style({ color: vars.color.mutedForeground, fontWeight: vars.fontWeight.regular });

/** "Waiting for confirmation": under the e-mail address while a change to another one waits for its link. */
export const pending = style({
  display: 'grid',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.small,
});
