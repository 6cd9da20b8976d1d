import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const countdown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
  fontVariantNumeric: 'tabular-nums',
});

export const overdue = style({ color: vars.color.overdue, fontWeight: vars.fontWeight.medium });

export const detail = style({ fontWeight: vars.fontWeight.regular });
