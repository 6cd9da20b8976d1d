import type { BounceReport } from '@leadproof/contract/bounce-reports';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { billingKeys } from '../billing/queries';
import { ordersKeys } from '../orders/queries';
import { bounceReportsKeys, isProcessingReport } from './queries';

/**
 * Refreshes the balance, the credit history, the orders and the reports when a report seen processing is processed:
 * its refund has just been written to the ledger, and the credits pill should say so without a reload; the orders
 * it touched now carry their measured accuracy (the trend, each order's report).
 */
export function useRefreshOnSettle(reports: readonly BounceReport[] | undefined): void {
  const queryClient = useQueryClient();
  const processing = useRef(new Set<string>());
  useEffect(() => {
    if (!reports) return;
    let settled = false;
    for (const report of reports) {
      if (isProcessingReport(report)) processing.current.add(report.id);
      else if (processing.current.delete(report.id)) settled = true;
    }
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: billingKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: billingKeys.transactions() });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    // Only marked stale: the query that saw it is up to date, and the others (the history, or the report's own
    // page) fetch again when next shown.
    void queryClient.invalidateQueries({ queryKey: bounceReportsKeys.all, refetchType: 'none' });
  }, [reports, queryClient]);
}
