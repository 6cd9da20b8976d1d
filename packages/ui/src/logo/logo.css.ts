import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

// The mark keeps its size when the name beside it is long or the row is narrow.
export const mark = style({ flex: 'none' });

export const name = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});
