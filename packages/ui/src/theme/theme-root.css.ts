import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.medium,
});

export const swatch = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  fontSize: vars.fontSize.xsmall,
});

export const chip = style({ height: '48px' });

export const caption = style({ padding: vars.space.small, fontFamily: vars.font.mono });
