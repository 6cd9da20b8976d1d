import { NotFoundError } from '@leadproof/sdk';
import { Button, Skeleton } from '@leadproof/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import * as page from '../lib/page.css';
import { BounceReportDetail } from './bounce-report-detail';
import { bounceReportQuery } from './queries';
import { useRefreshOnSettle } from './use-refresh-on-settle';

/**
 * /dashboard/bounces/{id}: one bounce report on its own page (after an upload, from the history, or a shared
 * address), polled while it is processing; 'Bounce report not found.' and load errors with Retry.
 */
export function BounceReportPage() {
  const { id = '' } = useParams();
  const client = useClient();
  const report = useQuery(bounceReportQuery(client, id));
  const seen = useMemo(() => (report.data ? [report.data] : undefined), [report.data]);
  useRefreshOnSettle(seen);
  const back = (
    <div>
      <Button asChild variant="ghost" size="sm">
        <Link to="/bounces">
          <ArrowLeft size={14} aria-hidden />
          Back to Bounces
        </Link>
      </Button>
    </div>
  );

  if (report.isPending) {
    return (
      <div className={page.page} aria-busy="true">
        {back}
        <Skeleton width="12rem" height="2rem" />
        <Skeleton height="8rem" />
      </div>
    );
  }
  if (report.isError) {
    const missing = report.error instanceof NotFoundError;
    return (
      <div className={page.page}>
        {back}
        <div className={page.emptyState} role="alert">
          <p>
            {missing
              ? 'Bounce report not found.'
              : `Error loading bounce report: ${errorMessage(report.error)}`}
          </p>
          {missing ? null : (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void report.refetch()}
              busy={report.isFetching}
            >
              Retry
            </Button>
          )}
        </div>
      </div>
    );
  }
  return <BounceReportDetail report={report.data} back={back} />;
}
