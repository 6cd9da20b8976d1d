import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.muted,
});

export const indicator = style({
  width: '100%',
  height: '100%',
  background: vars.color.primary,
  transition: `transform ${vars.duration.standard} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
