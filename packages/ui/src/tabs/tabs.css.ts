import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.muted,
  color: vars.color.mutedForeground,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="active"]': {
      background: vars.color.background,
      color: vars.color.foreground,
      boxShadow: vars.shadow.small,
    },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const content = style({
  marginTop: vars.space.medium,
  selectors: { '&:focus-visible': focusRing },
});
