/**
 * The docs section in the product's look: Starlight's colour and font variables set from the `packages/ui`
 * tokens (Starlight's customCss). Only Starlight pages load this file, so `:root` here touches no other page.
 * The product has a light theme only; Starlight's dark mode keeps its own greys with the product's accent.
 */
// The tokens alone: the package's index would pull every component's styles into the docs' stylesheet.
import { tokens } from '@leadproof/ui/tokens';
import { globalStyle } from '@vanilla-extract/css';
import { siteFontStack } from '../layouts/siteFont';

const { color } = tokens;

globalStyle(':root', {
  vars: {
    '--sl-font': siteFontStack,
    '--sl-font-mono': tokens.font.mono,
    '--sl-color-accent-low': color.infoBackground,
    '--sl-color-accent': color.ring,
    '--sl-color-accent-high': color.infoForeground,
  },
});

globalStyle(":root[data-theme='light']", {
  vars: {
    '--sl-color-white': color.foreground,
    '--sl-color-gray-1': color.primaryHover,
    '--sl-color-gray-2': color.foreground,
    '--sl-color-gray-3': color.mutedForeground,
    '--sl-color-gray-4': color.mutedForeground,
    '--sl-color-gray-5': color.input,
    '--sl-color-gray-6': color.muted,
    '--sl-color-gray-7': color.sidebar,
    '--sl-color-black': color.background,
    '--sl-color-hairline': color.border,
    '--sl-color-hairline-light': color.border,
    '--sl-color-text-accent': color.infoForeground,
    // Starlight's light red (the reference's "required" marks) is below 4.5:1 on white; the ui's is not.
    '--sl-color-red': color.destructive,
  },
});

// starlight-openapi paints every code block of a reference page on gray-5, where the highlighted JSON keys and
// strings fall below 4.5:1; on the page's code background (gray-6) they pass.
globalStyle(':root div.expressive-code .frame pre', { backgroundColor: 'var(--sl-color-gray-6)' });

// The search button's visible shortcut hint is not part of its accessible name ("Search"), which WCAG 2.5.3
// asks for; the shortcut itself still works.
globalStyle('site-search kbd', { display: 'none' });
