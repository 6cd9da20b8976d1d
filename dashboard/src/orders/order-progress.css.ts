import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: '10rem',
});

export const text = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.mutedForeground,
});
