import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    border: '1px solid',
    borderRadius: vars.radius.large,
  },
  variants: {
    tone: {
      orange: {
        background: vars.color.orangeBackground,
        borderColor: vars.color.orangeBorder,
        color: vars.color.orangeForeground,
      },
      amber: {
        background: vars.color.warningBackground,
        borderColor: vars.color.warningBorder,
        color: vars.color.warningForeground,
      },
    },
  },
  defaultVariants: { tone: 'orange' },
});

export const icon = style({ flexShrink: 0, marginTop: '2px' });

export const body = style({ flex: 1, display: 'grid', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  padding: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
