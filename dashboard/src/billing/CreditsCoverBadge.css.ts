import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const link = style({
  color: vars.color.ring,
  fontWeight: vars.fontWeight.medium,
});
