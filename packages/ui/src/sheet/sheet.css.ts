import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

export {
  closeButton as close,
  overlay,
  panelDescription as description,
  panelTitle as title,
} from '../theme/panel-parts.css';

const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fromTop = keyframes({ from: { transform: 'translateY(-100%)' }, to: { transform: 'translateY(0)' } });
const fromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

const reducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

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
