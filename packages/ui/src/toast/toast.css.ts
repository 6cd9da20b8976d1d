import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';
import { TOAST_VIEWPORT_MAX_WIDTH_PX } from './constants';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 16px))' },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 16px))' },
});

// Full width at the top on phones; bottom right and at most 420 px wide from 640 px up.
export const viewport = style({
  position: 'fixed',
  top: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  width: '100%',
  maxHeight: '100vh',
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    'screen and (min-width: 640px)': {
      top: 'auto',
      bottom: 0,
      flexDirection: 'column',
      maxWidth: `${TOAST_VIEWPORT_MAX_WIDTH_PX}px`,
    },
  },
  selectors: { '&:focus-visible': focusRing },
});

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    width: '100%',
    padding: `${vars.space.large} ${vars.space.xxlarge} ${vars.space.large} ${vars.space.large}`,
    border: '1px solid',
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.medium,
    pointerEvents: 'auto',
    // Swipes are ours to handle; without this a touch drag scrolls the page instead.
    touchAction: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.standard} ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.duration.fast}` },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.fast} ease-out forwards` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
  variants: {
    variant: {
      default: {
        background: vars.color.background,
        color: vars.color.foreground,
        borderColor: vars.color.border,
      },
      destructive: {
        background: vars.color.destructive,
        color: vars.color.destructiveForeground,
        borderColor: vars.color.destructive,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const text = style({ display: 'grid', gap: vars.space.xsmall });

export const title = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.semibold });

export const description = style({ fontSize: vars.fontSize.small, opacity: 0.9 });

export const action = style({
  flexShrink: 0,
  height: '32px',
  padding: `0 ${vars.space.medium}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const close = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  display: 'inline-flex',
  padding: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
