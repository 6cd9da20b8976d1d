import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const balance = style({
  margin: 0,
  fontSize: '2rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const unit = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.mutedForeground,
});
