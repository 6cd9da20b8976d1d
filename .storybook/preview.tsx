import { ThemeRoot } from '@leadproof/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story test (the default, 'todo', only warns).
    a11y: { test: 'error' },
  },
};

export default preview;
