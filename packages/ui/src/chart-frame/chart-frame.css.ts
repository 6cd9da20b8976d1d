import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import type { ChartTone } from './chart-data';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  minWidth: 0,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.large} 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

/** SVG fills per tone: text-strength colours, so a bar keeps over 3:1 against the card (WCAG 1.4.11). */
export const fill = styleVariants({
  neutral: { fill: vars.color.mutedForeground },
  success: { fill: vars.color.successForeground },
  info: { fill: vars.color.infoForeground },
  warning: { fill: vars.color.warningForeground },
  danger: { fill: vars.color.dangerForeground },
} satisfies Record<ChartTone, object>);

export const track = style({ fill: vars.color.muted });
