import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// One grid for all rows (label, bar, figures), so the bars start and end in line whatever the figures' widths;
// the label column shrinks first at 375 px and long labels wrap instead of overflowing.
export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, 2fr) minmax(4rem, 3fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const row = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
});

export const label = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.tight,
});

export const bar = style({
  display: 'block',
  width: '100%',
  height: '12px',
});

export const figures = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'right',
});

export const share = style({
  color: vars.color.mutedForeground,
  marginLeft: vars.space.xsmall,
});
