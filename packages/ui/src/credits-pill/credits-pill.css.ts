import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '32px',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.secondary,
  color: vars.color.secondaryForeground,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const retry = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.secondaryHover },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'progress' },
  },
});
