import type { LeadQuoteBody } from '@leadproof/contract/leads';
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from '@leadproof/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useClient } from '../../api/api-client-provider';
import { balanceQuery } from '../../billing/queries';
import { errorMessage } from '../../lib/error-message';
import { formatNumber } from '../../lib/format-date';
import * as page from '../../lib/page.css';
import { BuyConfirmDialog, type LeadPurchase } from './buy-confirm-dialog';
import * as styles from './new-order.css';
import { PresetsSection } from './presets-section';
import { ProfileForm } from './profile-form';
import { emptyProfileForm, profileQuoteBody } from './profile-form-values';
import { QuotePanel, quoteBlocker } from './quote-panel';
import { buyLeadsMutation, leadFacetsQuery } from './queries';
import { useLeadQuote } from './use-lead-quote';

/**
 * /dashboard/orders/new: the Source + Verify order form (issue 23, which replaced a placeholder; see
 * docs/decisions/leads.md). The profile's options come from the inventory; the quote follows the form; Buy asks for
 * confirmation, places the `buy_leads` order and goes to the orders list.
 */
export function NewOrderPage() {
  const client = useClient();
  const navigate = useNavigate();
  const facets = useQuery(leadFacetsQuery(client));
  const balance = useQuery(balanceQuery(client));
  const [values, setValues] = useState(emptyProfileForm);
  const quote = useLeadQuote(profileQuoteBody(values));
  const [confirming, setConfirming] = useState<(LeadPurchase & { body: LeadQuoteBody }) | null>(null);
  const buy = useMutation(
    buyLeadsMutation(client, ({ count }) => {
      toast({
        title: 'Order placed — sourcing started',
        description: `${formatNumber(count)} leads are being sourced and verified. We'll email you when they're ready.`,
      });
      setConfirming(null);
      navigate('/orders');
    }),
  );

  const onSubmit = (body: LeadQuoteBody) => {
    const state = quote.state;
    // Enter in a field submits too: only a current quote that allows buying opens the confirmation.
    if (state.status !== 'ready' || state.stale || quoteBlocker(state.quote, balance.data)) return;
    setConfirming({ count: body.count, cost: state.quote.cost, demo: state.quote.demo, body });
  };

  return (
    <div className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>Source + Verify</h1>
          <p className={page.subtitle}>
            Describe your ideal customer profile: we source pre-verified leads that match it, verify them
            again and deliver them as a CSV.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      </header>

      <PresetsSection values={values} onLoad={setValues} />

      <div className={styles.columns}>
        <Card aria-labelledby="icp-title">
          <CardHeader>
            <CardTitle as="h2" id="icp-title">
              Ideal customer profile
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ProfileForm
              facets={facets.data}
              facetsError={facets.isError ? errorMessage(facets.error) : undefined}
              onRetryFacets={() => void facets.refetch()}
              values={values}
              onChange={setValues}
              onSubmit={onSubmit}
            />
          </CardContent>
        </Card>
        <div className={styles.quoteColumn}>
          <QuotePanel
            quote={quote.state}
            balance={balance.data}
            onUseAvailable={(count) => setValues({ ...values, count: String(count) })}
            onRetry={quote.refetch}
            buying={buy.isPending}
          />
        </div>
      </div>

      <BuyConfirmDialog
        purchase={confirming}
        busy={buy.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          buy.mutate(confirming.body, {
            onError: (failure) => {
              setConfirming(null);
              quote.refetch();
              toast({
                variant: 'destructive',
                title: 'Could not buy the leads',
                description: errorMessage(failure),
              });
            },
          })
        }
      />
    </div>
  );
}
