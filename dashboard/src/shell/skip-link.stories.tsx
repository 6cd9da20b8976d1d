import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MAIN_CONTENT_ID } from './focus-page-heading';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Dashboard/SkipLink',
  component: SkipLink,
  // The shell around it, reduced to what the link needs: a sidebar link to skip, and the page's `<main>`.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '10rem' }}>
        <Story />
        <nav aria-label="Sidebar">
          <a href="#orders">Orders</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <h1>Orders</h1>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight until the first Tab; Enter then moves the focus past the sidebar to the page. */
export const FirstTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().bottom).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
