/** Button looks, sizes and the `Button` component. */

export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button';
export { Button, buttonSizes, buttonVariants } from './Button/Button';
/** Class names for the button look on non-button elements (links, Astro markup). */
export { button as buttonRecipe } from './Button/Button.css';
export type { ThemeRootProps } from './theme/ThemeRoot';
/** The theme wrapper for the dashboard root and each site island. */
export { ThemeRoot } from './theme/ThemeRoot';
/** The theme class itself, for roots that are not rendered by React. */
export { themeClass } from './theme/theme.css';
/** Design tokens as plain data. */
export { tokens } from './theme/tokens';
/** The theme contract: typed CSS variables for consumers' own `.css.ts` files. */
export { vars } from './theme/vars.css';
