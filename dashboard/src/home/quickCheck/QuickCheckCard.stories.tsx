import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeApiProvider } from '../../testing/FakeApiProvider';
import { apiErrorResponse, type FakeRoutes, verdictFixture } from '../../testing/fakeApi';
import { QuickCheckCard } from './QuickCheckCard';

const meta = {
  title: 'Dashboard/QuickCheckCard',
  component: QuickCheckCard,
  decorators: [
    (Story, { parameters }) => (
      <FakeApiProvider routes={(parameters.fakeRoutes as FakeRoutes | undefined) ?? {}}>
        <div style={{ maxWidth: '28rem' }}>
          <Story />
        </div>
      </FakeApiProvider>
    ),
  ],
} satisfies Meta<typeof QuickCheckCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types `value` in the field and presses Enter; returns the canvas. */
async function check(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email or phone'), `${value}{Enter}`);
  return canvas;
}

/** Nothing typed yet: the labelled field, and Check disabled until there is something to check. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Quick check' })).toBeVisible();
    await expect(canvas.getByLabelText('Email or phone')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Email or phone'), 'a');
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeEnabled();
  },
};

/** A deliverable address: the green badge, the reason in words, the score and the credit it cost. */
export const ValidEmail: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': () => verdictFixture({ email: { reasons: ['free_provider'] }, score: 62 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await check(canvasElement, 'ada@acme.com');
    const verdict = within(await canvas.findByTestId('quick-check-verdict'));
    await expect(verdict.getByText('valid')).toBeVisible();
    await expect(verdict.getByTestId('quick-check-value')).toHaveTextContent('ada@acme.com');
    await expect(verdict.getByRole('list', { name: 'Reasons' })).toHaveTextContent('free mail provider');
    await expect(verdict.getByTestId('quick-check-score')).toHaveTextContent('Score: 62/100');
    await expect(verdict.getByTestId('quick-check-credits')).toHaveTextContent('1 credit charged');
  },
};

/** A mistyped domain: red, why in words, and the address it probably meant. */
export const InvalidWithSuggestion: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': () =>
        verdictFixture({
          email: {
            normalized: 'jane@gmial.com',
            status: 'invalid',
            reasons: ['no_mx', 'typo'],
            suggestion: 'jane@gmail.com',
            smtp: '',
            mx: '',
          },
          score: 0,
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await check(canvasElement, 'jane@gmial.com');
    const verdict = within(await canvas.findByTestId('quick-check-verdict'));
    await expect(verdict.getByText('invalid')).toBeVisible();
    await expect(verdict.getByText('domain does not accept mail')).toBeVisible();
    await expect(verdict.getByText('possible typo')).toBeVisible();
    await expect(verdict.getByText(/Did you mean/)).toHaveTextContent('Did you mean jane@gmail.com?');
  },
};

/** A value without @ is checked as a phone number: its E.164 form and line type. */
export const PhoneNumber: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': () =>
        verdictFixture({
          email: { normalized: '', status: 'missing', smtp: '', mx: '' },
          phone: { e164: '+14155550100', status: 'valid', type: 'fixed_line_or_mobile' },
          score: 30,
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await check(canvasElement, '+1 415 555 0100');
    const verdict = within(await canvas.findByTestId('quick-check-verdict'));
    await expect(verdict.getByText('valid')).toBeVisible();
    await expect(verdict.getByTestId('quick-check-value')).toHaveTextContent('+14155550100');
    await expect(verdict.getByText('Type: landline or mobile')).toBeVisible();
  },
};

/** An address the check could not decide in time: a neutral badge, and nothing charged. */
export const Undecided: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': () =>
        verdictFixture({
          email: { status: 'unknown', reasons: ['timeout'], smtp: '', mx: '' },
          score: 10,
          creditsCharged: 0,
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await check(canvasElement, 'ada@slow-mail.example');
    const verdict = within(await canvas.findByTestId('quick-check-verdict'));
    await expect(verdict.getByText('unknown')).toBeVisible();
    await expect(verdict.getByText('not decided in time')).toBeVisible();
    await expect(verdict.getByTestId('quick-check-credits')).toHaveTextContent('No credits charged');
  },
};

/** The balance is short: the server's 402 sentence as an alert, and a way to add credits. */
export const NotEnoughCredits: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': () =>
        apiErrorResponse(
          402,
          'Not enough credits: a real-time check costs 1 and your balance is 0. Add 1 credits and try again.',
          'payment_required',
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await check(canvasElement, 'ada@acme.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Not enough credits: a real-time check costs 1 and your balance is 0. Add 1 credits and try again.',
    );
    await expect(canvas.getByRole('link', { name: 'Add Credits' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeEnabled();
  },
};

/** While the server works: the button says Checking... and cannot be pressed again. */
export const Checking: Story = {
  parameters: {
    fakeRoutes: { 'POST /api/verify': () => new Promise<Response>(() => {}) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await check(canvasElement, 'ada@acme.com');
    const button = await canvas.findByRole('button', { name: /Checking/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
