import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** The tabs and the sort button on one line, wrapping on a narrow screen. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.medium,
});
