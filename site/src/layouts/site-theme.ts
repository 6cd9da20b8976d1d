/**
 * The site's bridge to the design system's theme: custom properties for scoped Astro styles, and the
 * site font. The ui theme's variables have generated names, so Astro `<style>` blocks cannot name them;
 * the page root maps each one to a stable `--lp-<group>-<token>` alias (`--lp-color-primary`…).
 */
import { vars } from '@leadproof/ui';
import { siteFontStack } from './site-font';

export { siteFontStack };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

// `vars.color.primary` is the string `var(--color-primary__1x2y3z)`; the name inside is what to assign.
const variableName = (reference: string) => reference.slice('var('.length, -1);

/**
 * Inline style for an element that carries `themeClass`: the `--lp-*` aliases, and Inter as the
 * theme's body font (an inline declaration wins over the class's own).
 */
export function siteThemeStyle(): Record<string, string> {
  const style: Record<string, string> = { [variableName(vars.font.body)]: siteFontStack };
  for (const [group, tokens] of Object.entries(vars)) {
    for (const [token, reference] of Object.entries(tokens as Record<string, string>)) {
      style[`--lp-${kebab(group)}-${kebab(token)}`] = reference;
    }
  }
  return style;
}

/** Inline style for a React island's `ThemeRoot`: the site font (islands set their own theme class). */
export const islandThemeStyle = { [variableName(vars.font.body)]: siteFontStack };
