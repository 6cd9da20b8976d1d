import { usePageNavigation } from '@leadproof/auth/navigation';
import { Button, CreditsPill, Skeleton, toast } from '@leadproof/ui';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import { formatNumber } from '../lib/format-date';
import * as page from '../lib/page.css';
import { SectionCard } from '../lib/section-card';
import * as styles from './billing-page.css';
import { PriceListCard } from './price-list-card';
import {
  balanceQuery,
  billingPortalMutation,
  exportTransactionsMutation,
  pricingQuery,
  transactionsQuery,
} from './queries';
import { TransactionHistory } from './transaction-history';
import { BuyCreditsDialog } from './top-up/buy-credits-dialog';
import { useBuyCredits } from './top-up/use-buy-credits';
import { useCheckoutReturnToast } from './use-checkout-return-toast';

/** /dashboard/billing (issue 7): balance, purchase, price list, transactions, billing portal. */
export function BillingPage() {
  const client = useClient();
  const navigatePage = usePageNavigation();
  const { hash } = useLocation();
  const balance = useQuery(balanceQuery(client));
  const transactions = useInfiniteQuery(transactionsQuery(client));
  const pricing = useQuery(pricingQuery(client));
  useCheckoutReturnToast();
  // Top-ups stay in the dashboard (issue 40): the plans open here, and the checkout comes back here.
  const buyCredits = useBuyCredits({ returnTo: 'billing' });

  // /dashboard/billing#pricing (the home banner's View pricing): bring the Pricing card into view.
  useEffect(() => {
    if (hash === '#pricing') document.getElementById('pricing')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const portal = useMutation(billingPortalMutation(client));
  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => navigatePage(url),
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to open billing portal. Please try again.',
        }),
    });

  const exportCsv = useMutation(exportTransactionsMutation(client));
  const exportTransactions = () =>
    exportCsv.mutate(undefined, {
      onSuccess: () => toast({ title: 'Download started' }),
      onError: (failure) =>
        toast({ variant: 'destructive', title: 'Export failed', description: errorMessage(failure) }),
    });

  return (
    <div className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>Billing &amp; Credits</h1>
          <p className={page.subtitle}>Your credit balance, purchases and transactions.</p>
        </div>
        <div className={page.actions}>
          <Button onClick={buyCredits.openDialog}>Add Credits</Button>
          <Button variant="outline" onClick={openPortal} busy={portal.isPending} busyLabel="Loading...">
            Manage Billing
          </Button>
        </div>
      </header>

      <div className={page.grid}>
        <SectionCard
          titleId="balance-title"
          title="Current Balance"
          description="Credits available for uploads and lead orders. An upload is charged for the rows we verify: duplicates and rows with nothing we could check come back when it ends."
        >
          {balance.isPending ? (
            <Skeleton width="6rem" height="2.25rem" />
          ) : balance.isError ? (
            <CreditsPill error onRetry={() => void balance.refetch()} retrying={balance.isFetching} />
          ) : (
            <p className={styles.balance} data-testid="billing-balance">
              {formatNumber(balance.data)} <span className={styles.unit}>credits</span>
            </p>
          )}
        </SectionCard>

        <SectionCard
          titleId="purchase-title"
          title="Purchase Credits"
          description="Monthly plans and one-time credit packs, bought here. Monthly credits roll over for 90 days."
        >
          <Button variant="outline" onClick={buyCredits.openDialog}>
            View Plans
          </Button>
        </SectionCard>

        <SectionCard
          titleId="api-keys-title"
          title="API Keys"
          description="Keys for scripts and the command-line tool to upload and download orders."
        >
          <Button asChild variant="outline">
            <Link to="/api-keys">
              <KeyRound size={14} aria-hidden />
              Manage API Keys
            </Link>
          </Button>
        </SectionCard>
      </div>

      <PriceListCard
        pricing={pricing.data}
        error={pricing.isError ? errorMessage(pricing.error) : null}
        onRetry={() => void pricing.refetch()}
        retrying={pricing.isFetching}
      />

      <TransactionHistory
        transactions={transactions.data?.pages.flatMap((p) => p.items)}
        error={transactions.isError && !transactions.data ? errorMessage(transactions.error) : null}
        onRetry={() => void transactions.refetch()}
        hasMore={transactions.hasNextPage}
        loadingMore={transactions.isFetchingNextPage}
        loadMoreError={transactions.isFetchNextPageError ? errorMessage(transactions.error) : null}
        onLoadMore={() => void transactions.fetchNextPage()}
        onExport={exportTransactions}
        exporting={exportCsv.isPending}
      />
      <BuyCreditsDialog {...buyCredits.dialog} />
    </div>
  );
}
