import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const toggleRow = style({
  display: 'flex',
  justifyContent: 'center',
  marginBottom: vars.space.xxlarge,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15.5rem), 1fr))',
  alignItems: 'stretch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  minWidth: 0,
});
