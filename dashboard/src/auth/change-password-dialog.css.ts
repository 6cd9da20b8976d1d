import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'grid', gap: vars.space.small });

/** The line under a field that says what it takes. */
export const hint = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.small });

/** "Forgot it?": a quiet link under the current password, underlined so it reads as one without colour. */
export const hintLink = style({
  justifySelf: 'start',
  color: vars.color.foreground,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': {
    outline: `2px solid ${vars.color.ring}`,
    outlineOffset: '2px',
    borderRadius: vars.radius.small,
  },
});
