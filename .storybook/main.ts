import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { browserRenderer } from '../site/src/build/preact-in-the-browser';

// Stories render with the renderer the product's browser build ships: Preact's compat layer in place of React DOM
// (site/src/build/preact-in-the-browser.ts), and its test utilities for Storybook's `act`.
const storyRenderer = { ...browserRenderer, 'react-dom/test-utils': 'preact/test-utils' };

// Stories sit beside their components: the design system's, the shared auth package's, and the dashboard's and
// site's composite components (plan cards, upload card, orders table, CSV preview) as they are built.
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/auth/src/**/*.stories.tsx',
    '../dashboard/src/**/*.stories.tsx',
    '../site/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    const alias = viteConfig.resolve?.alias ?? [];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...Object.entries(storyRenderer).map(([name, stand]) => ({
          find: new RegExp(`^${name}$`),
          replacement: stand,
        })),
        ...(Array.isArray(alias)
          ? alias
          : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))),
      ],
    };
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // On a cold cache a story failed to import react-dom-shim.js until this was pre-bundled.
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
        ...new Set(Object.values(storyRenderer)),
      ],
    };
    const onwarn = viteConfig.build?.rolldownOptions?.onwarn;
    viteConfig.build = {
      ...viteConfig.build,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Radix ships "use client" for React Server Components; a client-only bundle can drop it.
        onwarn(warning, defaultHandler) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          if (onwarn) onwarn(warning, defaultHandler);
          else defaultHandler(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
