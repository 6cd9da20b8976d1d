import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

export const input = style({
  display: 'block',
  width: '100%',
  height: '40px',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  color: vars.color.foreground,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  selectors: {
    '&::placeholder': { color: vars.color.mutedForeground },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
  },
});
