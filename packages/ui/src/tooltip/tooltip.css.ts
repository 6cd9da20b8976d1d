import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.toast,
  maxWidth: '280px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.standard,
  boxShadow: vars.shadow.medium,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const arrow = style({ fill: vars.color.primary });
