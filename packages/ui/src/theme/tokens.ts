/**
 * Leadproof design tokens as plain data. `vars.css.ts` derives the theme contract from this shape and
 * `theme.css.ts` fills it in; nothing else reads these values, so a second theme is one more object.
 */
export const tokens = {
  color: {
    background: '#ffffff',
    foreground: '#0f172a',
    muted: '#f1f5f9',
    mutedForeground: '#526072',
    border: '#e2e8f0',
    input: '#cbd5e1',
    ring: '#2563eb',
    primary: '#0f172a',
    primaryHover: '#1e293b',
    primaryForeground: '#f8fafc',
    secondary: '#f1f5f9',
    secondaryHover: '#e2e8f0',
    secondaryForeground: '#0f172a',
    accent: '#f1f5f9',
    accentForeground: '#0f172a',
    destructive: '#c81e1e',
    destructiveHover: '#a31818',
    destructiveForeground: '#ffffff',
    card: '#ffffff',
    cardForeground: '#0f172a',
    overlay: 'rgba(15, 23, 42, 0.6)',
    // Tinted pairs for badges and banners; each foreground keeps WCAG AA contrast on its background.
    successBackground: '#dcfce7',
    successForeground: '#166534',
    infoBackground: '#dbeafe',
    infoForeground: '#1e40af',
    warningBackground: '#fef3c7',
    warningForeground: '#92400e',
    warningBorder: '#fcd34d',
    dangerBackground: '#fee2e2',
    dangerForeground: '#991b1b',
    orangeBackground: '#fff7ed',
    orangeForeground: '#9a3412',
    orangeBorder: '#fdba74',
    overdue: '#b91c1c',
    sidebar: '#f8fafc',
    sidebarForeground: '#0f172a',
    sidebarAccent: '#e2e8f0',
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  radius: {
    small: '4px',
    medium: '6px',
    large: '10px',
    full: '9999px',
  },
  font: {
    // The site's face (self-hosted by the page, see site/src/layouts/base-layout.astro), so the dashboard and the
    // auth pages read as the same product; a host page without Inter gets the system face.
    body: '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    standard: '1rem',
    large: '1.125rem',
    xlarge: '1.5rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    standard: '1.5',
  },
  shadow: {
    small: '0 1px 2px 0 rgba(15, 23, 42, 0.06)',
    medium: '0 4px 12px -2px rgba(15, 23, 42, 0.12)',
    large: '0 12px 32px -4px rgba(15, 23, 42, 0.24)',
  },
  zIndex: {
    overlay: '50',
    toast: '100',
  },
  duration: {
    fast: '150ms',
    standard: '250ms',
  },
} as const;

/** The shape of a token set: same keys as `tokens`, any string values. */
export type Tokens = {
  [Group in keyof typeof tokens]: { [Key in keyof (typeof tokens)[Group]]: string };
};
