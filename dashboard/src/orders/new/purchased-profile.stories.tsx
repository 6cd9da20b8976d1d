import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { facetsFixture, presetFixture } from './lead-fixtures';
import { PurchasedProfile } from './purchased-profile';

const meta = {
  title: 'Dashboard/NewOrder/PurchasedProfile',
  component: PurchasedProfile,
  args: { icp: presetFixture().icp, count: 50, countries: facetsFixture.countries },
} satisfies Meta<typeof PurchasedProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every criterion set, countries named. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('United States (US), Canada (CA)')).toBeVisible();
    await expect(canvas.getByText('51–200 employees, 201–1,000 employees')).toBeVisible();
  },
};

/** Only the required criteria: the others read "Any"; without the facets, countries are codes. */
export const RequiredOnly: Story = {
  args: { icp: { industries: ['Retail'], countries: ['IE'] }, count: 10, countries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('IE')).toBeVisible();
    await expect(canvas.getAllByText('Any')).toHaveLength(3);
  },
};
