import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

export const zone = style({
  width: '100%',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.xxlarge,
  border: `2px dashed ${vars.color.input}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  color: vars.color.foreground,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.ring },
    '&:focus-visible': focusRing,
    '&[data-dragging="true"]': { borderColor: vars.color.ring, background: vars.color.infoBackground },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const icon = style({ color: vars.color.mutedForeground });

export const title = style({ fontWeight: vars.fontWeight.medium });

export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.mutedForeground });
