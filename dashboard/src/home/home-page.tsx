import { useAuth } from '@leadproof/auth/use-auth';
import { Banner, Button, CreditsPill, useIsMobile } from '@leadproof/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from '../api/api-client-provider';
import { balanceQuery } from '../billing/queries';
import { useCheckoutReturnToast } from '../billing/use-checkout-return-toast';
import * as page from '../lib/page.css';
import { CreateOrderCard } from './create-order-card';
import { greetingName } from './greeting-name';
import { PrimaryActions } from './primary-actions';
import { summaryQuery } from './queries';
import { QuickCheckCard } from './quick-check/quick-check-card';
import { StatCards } from './stat-cards';
import { UploadValidateCard } from './upload/upload-validate-card';

/** The dashboard home: greeting, credits, actions, banners, stats, upload, quick check and order cards. */
export function HomePage() {
  const client = useClient();
  const { user } = useAuth();
  const summary = useQuery(summaryQuery(client));
  const balance = useQuery(balanceQuery(client));
  const [bannerDismissed, setBannerDismissed] = useState(false);
  // On a phone the top bar shows the credits on every page (MobileHeader), so home does not repeat them.
  const isMobile = useIsMobile();
  // A checkout started from the upload card returns here (issue 40): its toast, then a clean /dashboard.
  useCheckoutReturnToast('/');
  const zeroBalance = balance.data !== undefined && balance.data <= 0;
  const summaryFailed = summary.isError || summary.data?.error === true;

  return (
    <div className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>Welcome, {greetingName(user, summary.data?.user)}</h1>
          <p className={page.subtitle}>Here's your account overview.</p>
        </div>
        <div className={page.actions}>
          {isMobile ? null : (
            <CreditsPill
              balance={balance.data ?? null}
              error={balance.isError}
              onRetry={() => void balance.refetch()}
              retrying={balance.isFetching}
            />
          )}
          <PrimaryActions zeroBalance={zeroBalance} />
        </div>
      </header>

      {zeroBalance && !bannerDismissed ? (
        <Banner
          tone="orange"
          title="You have no credits"
          onDismiss={() => setBannerDismissed(true)}
          actions={
            <>
              <Button asChild size="sm">
                <Link to="/billing">Add Credits</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/billing#pricing">View pricing</Link>
              </Button>
            </>
          }
        >
          Add credits to process uploads and place orders.
        </Banner>
      ) : null}

      {summaryFailed ? (
        <Banner
          tone="amber"
          actions={
            <Button
              size="sm"
              variant="outline"
              onClick={() => void summary.refetch()}
              busy={summary.isFetching}
            >
              Retry
            </Button>
          }
        >
          Unable to load dashboard data. Some information may be outdated.
        </Banner>
      ) : null}

      <StatCards stats={summary.data?.stats} loading={summary.isPending} />

      <div className={page.grid}>
        <UploadValidateCard />
        <QuickCheckCard accountId={user?.id} />
        <CreateOrderCard />
      </div>
    </div>
  );
}
