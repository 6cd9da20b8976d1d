import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    // Radix sets data-disabled on the label when its control is disabled.
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
