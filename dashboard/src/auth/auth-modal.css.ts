import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.large });

export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const field = style({ display: 'grid', gap: vars.space.small });

export const optional = style({ color: vars.color.mutedForeground, fontWeight: vars.fontWeight.regular });

export const switcher = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.foreground,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
});
