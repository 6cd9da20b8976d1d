import { Button, Skeleton, toast } from '@leadproof/ui';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import * as page from '../lib/page.css';
import { SectionCard } from '../lib/section-card';
import { AccuracyTrend } from './accuracy-trend';
import { BounceReportsTable } from './bounce-reports-table';
import { BounceUploadCard } from './bounce-upload-card';
import { bounceFileProblem } from './bounce-file';
import { bounceReportsQuery, measuredOrdersQuery, uploadBounceReportMutation } from './queries';
import { useRefreshOnSettle } from './use-refresh-on-settle';

/**
 * /dashboard/bounces: the bounce guarantee (issue 37). Upload a bounce export, then follow it on its own page; the
 * history below lists every report with its status and refund, a page at a time; then the accuracy the reports
 * measured across orders.
 */
export function BouncesPage() {
  const client = useClient();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation(
    uploadBounceReportMutation(client, (loaded, total) =>
      setProgress(total > 0 ? (loaded / total) * 100 : null),
    ),
  );
  const reports = useInfiniteQuery(bounceReportsQuery(client));
  const measured = useQuery(measuredOrdersQuery(client));
  const loaded = reports.data?.pages.flatMap((p) => p.items);
  useRefreshOnSettle(loaded);

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    upload.reset();
    const found = bounceFileProblem(chosen);
    setProblem(found);
    setFile(found ? null : chosen);
  };
  const submit = () => {
    if (!file) return;
    setProgress(null);
    upload.mutate(file, {
      onSuccess: (report) => {
        setFile(null);
        toast({
          title: report.status === 'duplicate' ? 'This file was reported before' : 'Bounce report uploaded',
          description:
            report.status === 'duplicate'
              ? 'Its bounces were counted then, so nothing changes.'
              : 'We are matching its bounces to your orders.',
        });
        navigate(`/bounces/${report.id}`);
      },
    });
  };

  return (
    <div className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>Bounces</h1>
          <p className={page.subtitle}>
            Our bounce guarantee: for each hard bounce of an address one of your orders or real-time checks
            called valid in the last 60 days, you get 1 credit back, once per order and address. Addresses we
            called risky (for example on a catch-all domain) are not covered.
          </p>
        </div>
      </header>

      <BounceUploadCard
        file={file}
        error={
          problem ??
          (upload.isError ? errorMessage(upload.error, 'Failed to upload the bounce report') : null)
        }
        uploading={upload.isPending}
        progress={progress}
        onFiles={choose}
        onClear={() => {
          setFile(null);
          setProblem(null);
          upload.reset();
        }}
        onSubmit={submit}
      />

      <SectionCard titleId="bounce-history-title" title="Your reports">
        {reports.isPending ? (
          <div aria-busy="true" className={page.stack}>
            <Skeleton height="2.5rem" />
            <Skeleton height="2.5rem" />
            <Skeleton height="2.5rem" />
          </div>
        ) : reports.isError && !loaded ? (
          <div className={page.emptyState} role="alert">
            <p>Unable to load bounce reports: {errorMessage(reports.error)}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void reports.refetch()}
              busy={reports.isFetching}
            >
              Retry
            </Button>
          </div>
        ) : !loaded || loaded.length === 0 ? (
          <div className={page.emptyState}>
            <p>No bounce reports yet.</p>
            <p>
              When a campaign is sent, export its bounces from your e-mail platform and upload them above: the
              addresses we called valid that bounced come back as credits.
            </p>
          </div>
        ) : (
          <div className={page.stack}>
            <BounceReportsTable reports={loaded} />
            {reports.isFetchNextPageError ? (
              <p className={page.errorText} role="alert">
                Could not load more reports: {errorMessage(reports.error)}
              </p>
            ) : null}
            {reports.hasNextPage ? (
              <div>
                <Button
                  variant="outline"
                  onClick={() => void reports.fetchNextPage()}
                  busy={reports.isFetchingNextPage}
                  busyLabel="Loading..."
                >
                  Load more
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </SectionCard>

      <SectionCard
        titleId="accuracy-trend-title"
        title="Measured accuracy"
        description="How our valid verdicts held up in your campaigns: per order, 1 − reported hard bounces / valid addresses."
      >
        {measured.isPending ? (
          <div aria-busy="true" className={page.stack}>
            <Skeleton height="8rem" />
          </div>
        ) : measured.isError ? (
          <div className={page.emptyState} role="alert">
            <p>Unable to load the measured accuracy: {errorMessage(measured.error)}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void measured.refetch()}
              busy={measured.isFetching}
            >
              Retry
            </Button>
          </div>
        ) : (
          <AccuracyTrend orders={measured.data} />
        )}
      </SectionCard>
    </div>
  );
}
