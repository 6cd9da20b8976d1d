import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Label, bar, figures: the label column shrinks first at 375 px and long labels wrap instead of overflowing.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, 2fr) minmax(4rem, 3fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
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
