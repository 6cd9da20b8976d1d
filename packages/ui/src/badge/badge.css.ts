import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const badge = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xsmall,
      borderRadius: vars.radius.full,
      border: '1px solid transparent',
      padding: `${vars.space.xxsmall} ${vars.space.small}`,
      fontSize: vars.fontSize.xsmall,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      whiteSpace: 'nowrap',
    },
    variants: {
      variant: {
        default: { background: vars.color.primary, color: vars.color.primaryForeground },
        secondary: { background: vars.color.secondary, color: vars.color.secondaryForeground },
        outline: { background: 'transparent', color: vars.color.foreground, borderColor: vars.color.input },
        success: { background: vars.color.successBackground, color: vars.color.successForeground },
        info: { background: vars.color.infoBackground, color: vars.color.infoForeground },
        warning: { background: vars.color.warningBackground, color: vars.color.warningForeground },
        destructive: { background: vars.color.dangerBackground, color: vars.color.dangerForeground },
      },
    },
    defaultVariants: { variant: 'default' },
  },
  'badge',
);
