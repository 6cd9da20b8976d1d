import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeApiProvider } from '../../testing/fake-api-provider';
import {
  apiErrorResponse,
  type FakeApiCall,
  type FakeRoutes,
  verdictFixture,
  verifyStreamResponse,
} from '../../testing/fake-api';
import { QuickCheckCard } from './quick-check-card';

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
    await expect(verdict.getByTestId('quick-check-status')).toHaveTextContent('Valid');
    await expect(verdict.getByTestId('quick-check-value')).toHaveTextContent('ada@acme.com');
    await expect(verdict.getByText('Mail server mx1.acme.com: mailbox exists')).toBeVisible();
    await expect(verdict.getByRole('figure', { name: 'What the score means' })).toBeVisible();
    await expect(verdict.getByRole('list', { name: 'Reasons' })).toHaveTextContent('free mail provider');
    await expect(verdict.getByTestId('quick-check-score')).toHaveTextContent('Score: 62/100');
    await expect(verdict.getByTestId('quick-check-credits')).toHaveTextContent('1 credit charged');
  },
};

/** A mistyped domain: a typo of the domain meant (never also "disposable"), and a button that checks the correction. */
export const InvalidWithSuggestion: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': () =>
        verdictFixture({
          email: {
            normalized: 'jane@gmial.com',
            status: 'invalid',
            reasons: ['no_mx', 'typo', 'disposable'],
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
    await expect(verdict.getByTestId('quick-check-status')).toHaveTextContent('Invalid');
    await expect(verdict.getByRole('list', { name: 'Reasons' })).toHaveTextContent(
      'possible typo of gmail.comdomain does not accept mail',
    );
    await expect(verdict.queryByText('disposable address')).toBeNull();
    await expect(verdict.getByRole('button', { name: 'Did you mean jane@gmail.com?' })).toBeVisible();
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
    await expect(verdict.getByTestId('quick-check-status')).toHaveTextContent('Valid');
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
    await expect(verdict.getByTestId('quick-check-status')).toHaveTextContent('Unknown');
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

/** While the mail server is asked: the offline verdict "so far", busy, and nothing charged yet. */
export const AskingTheMailServer: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': () =>
        verifyStreamResponse(
          [
            {
              type: 'provisional',
              verdict: verdictFixture({ email: { smtp: '', mx: '', checkedAt: '' }, score: 35 }),
            },
            { type: 'result', result: verdictFixture() },
          ],
          { hold: 1 },
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await check(canvasElement, 'ada@acme.com');
    const pending = await canvas.findByText('Asking the mail server…');
    const verdict = within(canvas.getByTestId('quick-check-verdict'));
    await expect(pending).toBeVisible();
    await expect(verdict.getByTestId('quick-check-status')).toHaveTextContent('Valid so far');
    await expect(verdict.queryByTestId('quick-check-credits')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Checking/ })).toBeDisabled();
  },
};

/** "Did you mean …?" pressed: the field takes the correction and its own verdict replaces the typo's. */
export const SuggestionChecked: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': (call: FakeApiCall) => {
        const { email } = JSON.parse(call.body ?? '{}') as { email: string };
        return email === 'jane@gmial.com'
          ? verdictFixture({
              email: {
                normalized: email,
                status: 'risky',
                reasons: ['typo'],
                suggestion: 'jane@gmail.com',
                smtp: '',
                mx: '',
              },
              score: 8,
              scoreReasons: [{ code: 'email_typo', points: 8 }],
            })
          : verdictFixture({
              email: { normalized: email, reasons: ['free_provider'], mx: 'gmail-smtp-in.l.google.com' },
              score: 32,
              scoreReasons: [
                { code: 'email_valid', points: 35 },
                { code: 'email_free_provider', points: -3 },
              ],
            });
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await check(canvasElement, 'jane@gmial.com');
    const typo = within(await canvas.findByTestId('quick-check-verdict'));
    await userEvent.click(typo.getByRole('button', { name: 'Did you mean jane@gmail.com?' }));
    await expect(
      await canvas.findByText('Mail server gmail-smtp-in.l.google.com: mailbox exists'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email or phone')).toHaveValue('jane@gmail.com');
    await expect(canvas.getByRole('list', { name: "This contact's score" })).toHaveTextContent(
      '+35 valid e-mail\u22123 free mail provider',
    );
  },
};

/** A national number without a country: what to do, in words, and the focus on the country (nothing charged). */
export const CountryNeeded: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': () =>
        apiErrorResponse(
          422,
          'Nothing to check, so nothing was charged: phone: "(415) 555-0100" has no country code: …',
          'phone_country_required',
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Country of phone numbers'), '');
    await check(canvasElement, '(415) 555-0100');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Choose the number's country, or type it with its country code (+1 415 555 0100).",
    );
    await expect(canvas.getByLabelText('Country of phone numbers')).toHaveFocus();
    await expect(canvas.getByLabelText('Country of phone numbers')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Neither an address nor a number: the server's words on the field, and nothing charged. */
export const NotAnAddressOrNumber: Story = {
  parameters: {
    fakeRoutes: {
      'POST /api/verify': () =>
        apiErrorResponse(
          422,
          'Nothing to check, so nothing was charged: email: "asdf!!@@" is not an e-mail address (like ada@acme.com).',
          'contact_unreadable',
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await check(canvasElement, 'asdf!!@@');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/is not an e-mail address/);
    await expect(canvas.getByLabelText('Email or phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email or phone')).toHaveFocus();
  },
};
