import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  alignItems: 'center',
  gap: vars.space.small,
});

export const logo = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: '2px' } },
});

/** The page's name: cut with an ellipsis rather than pushing the credits off the screen. */
export const title = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
});

export const credits = style({
  flexShrink: 0,
  marginLeft: 'auto',
});
