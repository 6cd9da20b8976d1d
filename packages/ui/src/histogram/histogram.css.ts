import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const plot = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '240px',
  overflow: 'visible',
});

export const tick = style({
  fill: vars.color.mutedForeground,
  fontSize: '11px',
  fontFamily: vars.font.body,
});

export const count = style({
  fill: vars.color.foreground,
  fontSize: '11px',
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
});

export const axis = style({
  stroke: vars.color.input,
  strokeWidth: 1,
});

export const axisLabel = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.mutedForeground,
});
