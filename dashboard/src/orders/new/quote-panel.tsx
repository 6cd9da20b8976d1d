import type { LeadQuoteResponse } from '@leadproof/contract/leads';
import { creditShortfall, subtractCredits } from '@leadproof/contract/money';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@leadproof/ui';
import { CreditsCoverBadge } from '../../billing/credits-cover-badge';
import * as forms from '../../lib/form.css';
import { formatNumber } from '../../lib/format-date';
import * as page from '../../lib/page.css';
import { DemoDataBadge } from '../demo-data-badge';
import * as styles from './new-order.css';
import { PROFILE_FORM_ID } from './profile-form';

/** Where the quote stands: the profile is incomplete, it is being priced, it failed, or it is priced. */
export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      quote: LeadQuoteResponse;
      /** The form changed since: a new quote is on its way, and Buy waits for it. */
      stale: boolean;
    };

/** Props of `QuotePanel`. */
export interface QuotePanelProps {
  quote: QuoteState;
  /** The credit balance; undefined while it loads or when it failed. */
  balance: number | undefined;
  /** Ask for this many leads instead (the available count). */
  onUseAvailable: (count: number) => void;
  onRetry?: () => void;
  /** The order is being placed: Buy is busy. */
  buying?: boolean;
}

/** What stands in the way of buying the quoted leads, if anything. */
export function quoteBlocker(quote: LeadQuoteResponse, balance: number | undefined): string | undefined {
  if (quote.matching === 0) return 'No leads match this profile';
  if (quote.available < quote.count) return 'Not enough leads available';
  if (balance === undefined) return 'Balance unavailable';
  if (creditShortfall(quote.cost, balance) > 0) return 'Not enough credits';
  return undefined;
}

/**
 * The live quote beside the profile: matching and available leads, price per lead, cost and the balance after,
 * with 'Need N' and a link to /pricing when the balance is short, the available count to ask for instead when
 * fewer are available than asked, an empty state when nothing matches, and the Buy button (which submits the
 * profile form, so an incomplete profile shows what to fix).
 */
export function QuotePanel({ quote, balance, onUseAvailable, onRetry, buying = false }: QuotePanelProps) {
  const ready = quote.status === 'ready' ? quote : undefined;
  const blocked =
    quote.status === 'loading' ||
    quote.status === 'error' ||
    (ready !== undefined && (ready.stale || quoteBlocker(ready.quote, balance) !== undefined));
  return (
    <Card aria-labelledby="quote-title">
      <CardHeader>
        <div className={page.actions}>
          <CardTitle as="h2" id="quote-title">
            Quote
          </CardTitle>
          {ready?.quote.demo ? <DemoDataBadge /> : null}
          {ready?.stale ? <span className={page.muted}>Updating...</span> : null}
        </div>
        <CardDescription>Updates as you change the profile.</CardDescription>
      </CardHeader>
      <CardContent className={styles.quoteBody}>
        <QuoteBody quote={quote} balance={balance} onUseAvailable={onUseAvailable} onRetry={onRetry} />
        <Button
          type="submit"
          form={PROFILE_FORM_ID}
          disabled={blocked || buying}
          busy={buying}
          busyLabel="Buying..."
        >
          {ready ? `Buy ${formatNumber(ready.quote.count)} leads` : 'Buy leads'}
        </Button>
      </CardContent>
    </Card>
  );
}

function QuoteBody({ quote, balance, onUseAvailable, onRetry }: Omit<QuotePanelProps, 'buying'>) {
  if (quote.status === 'idle')
    return (
      <p className={page.muted}>
        Choose at least one industry and one country, and the number of leads, to see how many leads match and
        what they cost.
      </p>
    );
  if (quote.status === 'loading')
    return (
      <div className={page.stack} aria-busy="true">
        <p className={page.muted}>Calculating quote...</p>
        <Skeleton height="6rem" />
      </div>
    );
  if (quote.status === 'error')
    return (
      <div className={page.stack} role="alert">
        <p className={page.errorText}>Quote unavailable: {quote.message}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );

  const { matching, available, count, pricePerRow, cost, demo } = quote.quote;
  if (matching === 0)
    return (
      <div className={page.emptyState} role="status">
        <p>
          <strong>No leads match this profile.</strong>
        </p>
        <p>
          Widen the profile: add industries, countries, seniorities or company sizes, or remove title
          keywords.
        </p>
      </div>
    );

  const shortfall = balance === undefined ? 0 : creditShortfall(cost, balance);
  return (
    <>
      {/* The figures change as the form does; this one sentence is what a screen reader announces. */}
      <p className={page.visuallyHidden} role="status">
        {formatNumber(matching)} leads match, {formatNumber(available)} available to you,{' '}
        {formatNumber(count)} cost {formatNumber(cost)} credits.
      </p>
      <dl className={styles.figures} data-testid="lead-quote">
        <dt>Matching leads</dt>
        <dd className={styles.figureValue}>{formatNumber(matching)}</dd>
        <dt>Available to you</dt>
        <dd className={styles.figureValue}>{formatNumber(available)}</dd>
        <dt>Price per lead</dt>
        <dd className={styles.figureValue}>{formatNumber(pricePerRow)} credits</dd>
        <dt>Cost of {formatNumber(count)} leads</dt>
        <dd className={styles.figureValue}>{formatNumber(cost)} credits</dd>
        <dt>Balance after</dt>
        <dd className={styles.figureValue}>
          {balance === undefined
            ? '—'
            : `${formatNumber(Math.max(0, subtractCredits(balance, cost)))} credits`}
        </dd>
      </dl>
      <p className={forms.hint}>
        Available leaves out leads already sold to you and contacts already in your uploads.
      </p>
      {available < count ? (
        <div className={styles.notice} role="status">
          {available === 0 ? (
            <p className={page.muted}>
              None of the matching leads is available to you: they were sold to you before or are in your
              uploads. Widen the profile.
            </p>
          ) : (
            <>
              <p className={page.muted}>
                Only {formatNumber(available)} of the {formatNumber(count)} leads you asked for are available.
              </p>
              <Button variant="outline" size="sm" onClick={() => onUseAvailable(available)}>
                Use {formatNumber(available)} available
              </Button>
            </>
          )}
        </div>
      ) : null}
      <p className={styles.balanceLine} data-testid="lead-quote-balance">
        <span>Balance {balance === undefined ? 'unavailable' : `${formatNumber(balance)} credits`}</span>
        {balance === undefined ? null : <CreditsCoverBadge shortfall={shortfall} />}
      </p>
      {demo ? (
        <p className={forms.hint}>
          Demo data: these leads come from the demo inventory of fictitious people, for trying the product.
        </p>
      ) : null}
    </>
  );
}
