import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const toggle = style({
  display: 'inline-flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.muted,
});

// Named for assistive technology only; the two options say enough on screen.
export const legend = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
});

// The radio stays in the accessibility tree and takes focus; the label text is what shows.
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.full,
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  pointerEvents: 'none',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    [`${input}:checked + &`]: {
      background: vars.color.background,
      color: vars.color.foreground,
      boxShadow: vars.shadow.small,
    },
    [`${input}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.ring}`,
      outlineOffset: '2px',
    },
  },
});
