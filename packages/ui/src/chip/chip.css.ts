import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `2px 2px 2px ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.muted,
  fontSize: vars.fontSize.small,
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.border },
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: 1 },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const entry = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'center',
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});
