import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

/** Class names for a button look; usable on links and in Astro markup as well as by `Button`. */
export const button = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.small,
      whiteSpace: 'nowrap',
      borderRadius: vars.radius.medium,
      border: '1px solid transparent',
      fontFamily: 'inherit',
      fontSize: vars.fontSize.small,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      cursor: 'pointer',
      transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
      selectors: {
        '&:focus-visible': focusRing,
        '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
        '&[aria-busy="true"]': { cursor: 'progress' },
      },
    },
    variants: {
      variant: {
        default: {
          background: vars.color.primary,
          color: vars.color.primaryForeground,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
        },
        destructive: {
          background: vars.color.destructive,
          color: vars.color.destructiveForeground,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.destructiveHover } },
        },
        outline: {
          background: vars.color.background,
          color: vars.color.foreground,
          borderColor: vars.color.input,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.accent } },
        },
        secondary: {
          background: vars.color.secondary,
          color: vars.color.secondaryForeground,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.secondaryHover } },
        },
        ghost: {
          background: 'transparent',
          color: vars.color.foreground,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.accent } },
        },
      },
      size: {
        default: { height: '40px', padding: `0 ${vars.space.large}` },
        sm: { height: '36px', padding: `0 ${vars.space.medium}`, fontSize: vars.fontSize.xsmall },
        lg: { height: '44px', padding: `0 ${vars.space.xxlarge}`, fontSize: vars.fontSize.standard },
        icon: { height: '40px', width: '40px', padding: 0 },
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
  'button',
);

/** The variant props `button()` accepts. */
export type ButtonRecipeVariants = RecipeVariants<typeof button>;

// Both labels share one grid cell, so the button is always as wide as the wider label: switching to
// the busy label never shifts the layout around it.
export const labels = style({ display: 'inline-grid', alignItems: 'center', justifyItems: 'center' });

export const label = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const hiddenLabel = style({ visibility: 'hidden' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
