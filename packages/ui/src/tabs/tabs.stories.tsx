import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'all' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders list filter; arrow keys move between tabs. */
export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Filter orders">
        <TabsTrigger value="all">All (12)</TabsTrigger>
        <TabsTrigger value="pending">Pending (3)</TabsTrigger>
        <TabsTrigger value="completed">Completed (9)</TabsTrigger>
      </TabsList>
      <TabsContent value="all">Every order.</TabsContent>
      <TabsContent value="pending">Pending and in-progress orders.</TabsContent>
      <TabsContent value="completed">Completed orders.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'All (12)' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pending (3)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pending and in-progress orders.');
  },
};

/** A disabled tab, as the order detail's Results tab before the results exist. */
export const WithDisabledTab: Story = {
  args: { defaultValue: 'original' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Order files">
        <TabsTrigger value="original">Original Upload</TabsTrigger>
        <TabsTrigger value="results" disabled>
          Results (Not Ready)
        </TabsTrigger>
      </TabsList>
      <TabsContent value="original">The uploaded CSV.</TabsContent>
      <TabsContent value="results">Results.</TabsContent>
    </Tabs>
  ),
};
