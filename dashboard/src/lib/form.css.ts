import { inputClass, vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** A form's fields, stacked. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** A label over its control, its hint and its error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** A group of checkboxes, without the browser's frame. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

/** A line that says what a field takes. */
export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

// A native select, sized and bordered like the kit's Input: the kit has no select, and a native one is
// accessible and keyboard-friendly as it is. As wide as its longest option, not the line.
export const select = style([
  inputClass,
  { display: 'inline-block', width: 'auto', maxWidth: '100%', padding: `0 ${vars.space.small}` },
]);
