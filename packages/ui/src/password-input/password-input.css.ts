import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

export const wrapper = style({ position: 'relative' });

// Room on the right for the toggle, so long passwords never run under it.
export const input = style({ paddingRight: '44px' });

export const toggle = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.xsmall,
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.mutedForeground,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

// One of the toggle's two icons; the other one is `hidden`.
export const icon = style({ display: 'flex', selectors: { '&[hidden]': { display: 'none' } } });
