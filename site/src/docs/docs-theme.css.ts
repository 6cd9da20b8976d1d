/**
 * The docs section in the product's look: Starlight's colour and font variables set from the `packages/ui`
 * tokens (Starlight's customCss). Only Starlight pages load this file. The selectors name `html`, not `:root`
 * (the ui rule: no theme on `:root`); unlayered, they beat Starlight's own `:root` values, which sit in its
 * cascade layers. The product has a light theme only; Starlight's dark mode keeps its greys with our accent.
 */
// The tokens alone: the package's index would pull every component's styles into the docs' stylesheet.
import { tokens } from '@leadproof/ui/tokens';
import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { siteFontStack } from '../layouts/site-font';

const { color } = tokens;

// Until Inter arrives, Arial (or a metric twin) scaled to Inter's metrics, so the swap moves nothing (CLS): the
// same face, with the same overrides, as the marketing pages' `base-layout.astro` declares for `siteFontStack`.
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("Arimo")',
  ascentOverride: '90.49%',
  descentOverride: '22.56%',
  lineGapOverride: '0%',
  sizeAdjust: '107.06%',
});

globalStyle('html', {
  vars: {
    '--sl-font': siteFontStack,
    '--sl-font-mono': tokens.font.mono,
    '--sl-color-accent-low': color.infoBackground,
    '--sl-color-accent': color.ring,
    '--sl-color-accent-high': color.infoForeground,
  },
});

globalStyle("html[data-theme='light']", {
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
globalStyle('html div.expressive-code .frame pre', { backgroundColor: 'var(--sl-color-gray-6)' });

// The search button's visible shortcut hint is not part of its accessible name ("Search"), which WCAG 2.5.3
// asks for; the shortcut itself still works.
globalStyle('site-search kbd', { display: 'none' });
