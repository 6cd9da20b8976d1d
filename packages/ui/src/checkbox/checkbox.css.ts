import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  padding: 0,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.primaryForeground,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { background: vars.color.primary },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const indicator = style({ display: 'flex' });
