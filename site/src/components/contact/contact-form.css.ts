import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.large });

export const row = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const field = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const optional = style({ color: vars.color.mutedForeground, fontWeight: vars.fontWeight.regular });

export const muted = style({ margin: 0, color: vars.color.mutedForeground, fontSize: vars.fontSize.small });

export const hint = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.small });

export const responseTime = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const fieldError = style({
  color: vars.color.dangerForeground,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const formError = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.destructive}`,
  background: vars.color.dangerBackground,
  color: vars.color.dangerForeground,
  fontSize: vars.fontSize.small,
});

// The native controls in the look of the ui's Input: same border, radius, type and focus ring.
const control = {
  width: '100%',
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  color: vars.color.foreground,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
  },
} as const;

export const select = style({ ...control, height: '40px', padding: `0 ${vars.space.medium}` });

export const textarea = style({
  ...control,
  minHeight: '8rem',
  padding: vars.space.medium,
  lineHeight: vars.lineHeight.standard,
  resize: 'vertical',
});

export const sent = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.muted,
});

export const sentIcon = style({ color: vars.color.successForeground });

export const sentTitle = style({
  margin: 0,
  fontSize: '1.25rem',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}` },
  },
});
