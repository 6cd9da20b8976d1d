import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** The line above the file tabs: when the files go, and the Delete files action beside it. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const noticeTitle = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground,
});

export const noticeText = style({
  margin: 0,
});
