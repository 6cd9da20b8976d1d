import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Stories sit beside their components: the design system's, and the dashboard's and site's
// composite components (plan cards, upload card, orders table, CSV preview) as they are built.
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.tsx',
    '../dashboard/src/**/*.stories.tsx',
    '../site/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // On a cold cache a story failed to import react-dom-shim.js until this was pre-bundled.
      include: [...(viteConfig.optimizeDeps?.include ?? []), '@vanilla-extract/recipes/createRuntimeFn'],
    };
    return viteConfig;
  },
};

export default config;
