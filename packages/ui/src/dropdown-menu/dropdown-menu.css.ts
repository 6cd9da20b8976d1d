import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  // Above dialogs: a menu can open from inside one.
  zIndex: vars.zIndex.toast,
  minWidth: '12rem',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.foreground,
  boxShadow: vars.shadow.medium,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  // Radix moves focus onto the highlighted item; the highlight is the focus indicator.
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accent, color: vars.color.accentForeground },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
});

export const description = style({
  color: vars.color.mutedForeground,
  fontSize: vars.fontSize.xsmall,
});
