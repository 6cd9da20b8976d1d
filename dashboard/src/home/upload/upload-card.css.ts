import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.muted,
});

export const fileName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const fileSize = style({
  color: vars.color.mutedForeground,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});

export const estimate = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

/** Under the estimate line, on a line of its own: why a workbook's figure is rough. */
export const estimateNote = style({ flexBasis: '100%' });

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

/** After a checkout, the file to choose again. */
export const chooseAgain = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.muted,
  fontSize: vars.fontSize.small,
});
