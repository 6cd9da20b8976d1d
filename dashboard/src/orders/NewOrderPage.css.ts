import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
