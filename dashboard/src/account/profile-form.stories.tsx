import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileForm } from './profile-form';

const meta = {
  title: 'Dashboard/Account/ProfileForm',
  component: ProfileForm,
  args: {
    profile: { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines' },
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing in place: only the fields that changed are saved. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByLabelText(/Company/);
    await userEvent.clear(company);
    await userEvent.type(company, 'Engines Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(args.onSave).toHaveBeenCalledWith({ company: 'Engines Ltd' });
  },
};

/** A name left empty is refused before anything is sent, and the field is marked. */
export const NameMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Last name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your last name.');
    await expect(canvas.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While saving. */
export const Saving: Story = { args: { busy: true } };

/** The save failed: the reason above the fields, which keep what was typed. */
export const SaveFailed: Story = {
  args: { error: 'We could not reach the sign-in service. Please try again in a moment.' },
};
