import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fromTop = keyframes({ from: { transform: 'translateY(-100%)' }, to: { transform: 'translateY(0)' } });
const fromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

const reducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
  '@media': reducedMotion,
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    padding: vars.space.xlarge,
    background: vars.color.background,
    boxShadow: vars.shadow.large,
    overflowY: 'auto',
    animationDuration: vars.duration.standard,
    animationTimingFunction: 'ease-out',
    selectors: { '&:focus-visible': focusRing },
    '@media': reducedMotion,
  },
  variants: {
    side: {
      left: {
        top: 0,
        bottom: 0,
        left: 0,
        width: '75%',
        maxWidth: '24rem',
        borderRight: `1px solid ${vars.color.border}`,
        animationName: fromLeft,
      },
      right: {
        top: 0,
        bottom: 0,
        right: 0,
        width: '75%',
        maxWidth: '24rem',
        borderLeft: `1px solid ${vars.color.border}`,
        animationName: fromRight,
      },
      top: {
        top: 0,
        left: 0,
        right: 0,
        borderBottom: `1px solid ${vars.color.border}`,
        animationName: fromTop,
      },
      bottom: {
        bottom: 0,
        left: 0,
        right: 0,
        borderTop: `1px solid ${vars.color.border}`,
        animationName: fromBottom,
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export const close = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
  display: 'inline-flex',
  padding: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.mutedForeground,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.foreground }, '&:focus-visible': focusRing },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});
