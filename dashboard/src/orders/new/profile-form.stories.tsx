import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { facetsFixture, presetFixture } from './lead-fixtures';
import { ProfileForm, type ProfileFormProps } from './profile-form';
import { emptyProfileForm, profileFormOfPreset } from './profile-form-values';

/** The form with its values kept in state, as the page keeps them. */
function StatefulProfileForm(props: Omit<ProfileFormProps, 'onChange'>) {
  const [values, setValues] = useState(props.values);
  return <ProfileForm {...props} values={values} onChange={setValues} />;
}

const meta = {
  title: 'Dashboard/NewOrder/ProfileForm',
  component: StatefulProfileForm,
  args: { facets: facetsFixture, values: emptyProfileForm, onSubmit: fn() },
} satisfies Meta<typeof StatefulProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the options and their counts come from the inventory. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Software' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Germany (DE)' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '5,001+ employees' })).toBeVisible();
  },
};

/** Loaded from a preset: every field filled. */
export const Filled: Story = {
  args: { values: profileFormOfPreset(presetFixture(), emptyProfileForm) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Chosen countries' })).toHaveTextContent('Canada (CA)');
    await expect(canvas.getByRole('list', { name: 'Title keywords' })).toHaveTextContent('revenue');
  },
};

/** The options are loading. */
export const Loading: Story = { args: { facets: undefined } };

/** The options failed to load. */
export const FacetsFailed: Story = {
  args: { facets: undefined, facetsError: 'Network error', onRetryFacets: fn() },
};

/** Submitted empty: each problem names its field and what to fix, and the first one has the focus. */
export const ValidationMessages: Story = {
  args: { values: { ...emptyProfileForm, count: '20000' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The page's Buy button, outside the form, submits it the same way.
    (canvas.getByRole('form', { name: 'Ideal customer profile' }) as HTMLFormElement).requestSubmit();
    await expect(await canvas.findByText('Industries: choose at least one industry')).toBeVisible();
    await expect(canvas.getByText('Countries: choose at least one country')).toBeVisible();
    await expect(canvas.getByText('Number of leads: enter a whole number from 1 to 10,000')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Software' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Countries found by search and kept as chips; title keywords typed as chips. */
export const SearchAndChips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search countries'), 'ger');
    await expect(canvas.queryByRole('checkbox', { name: 'France (FR)' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Germany (DE)' }));
    await userEvent.clear(canvas.getByLabelText('Search countries'));
    await userEvent.type(canvas.getByLabelText('Search countries'), 'no such place');
    await expect(canvas.getByText('No country matches “no such place”.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Chosen countries' })).toHaveTextContent('Germany (DE)');
    await userEvent.type(canvas.getByLabelText('Title keywords'), 'Head of Sales{Enter}cto,');
    await expect(canvas.getByRole('button', { name: 'Remove Head of Sales' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove cto' }));
    await expect(canvas.queryByRole('button', { name: 'Remove cto' })).toBeNull();
  },
};

/** Options from the demo inventory are marked as demo data. */
export const DemoInventory: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Demo data')).toBeVisible();
  },
};

/** Options from a real inventory: no demo mark. */
export const RealInventory: Story = {
  args: { facets: { ...facetsFixture, demo: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Demo data')).toBeNull();
  },
};
