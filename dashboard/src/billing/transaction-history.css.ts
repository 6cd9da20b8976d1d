import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const date = style({
  whiteSpace: 'nowrap',
});

export const amount = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-positive="true"]': { color: vars.color.successForeground },
  },
});
