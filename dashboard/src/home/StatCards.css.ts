import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mutedForeground,
});

export const value = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
