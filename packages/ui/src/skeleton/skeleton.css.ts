import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  background: vars.color.muted,
  animation: `${pulse} 2s cubic-bezier(0.4, 0, 0.6, 1) infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
