import { vars } from '@leadproof/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const services = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.large,
});

export const service = style({
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.semibold,
});

export const price = style({
  margin: `${vars.space.xsmall} 0 ${vars.space.medium}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
});

export const unit = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.mutedForeground,
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

globalStyle(`${features} li`, {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});
