import type { LeadQuoteBody } from '@leadproof/contract/leads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useClient } from '../../api/api-client-provider';
import { errorMessage } from '../../lib/error-message';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { QuoteState } from './quote-panel';
import { leadQuoteQuery } from './queries';

/** How long the form must stay still before it is quoted. @unit milliseconds */
export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The live quote of the form's profile: asked `QUOTE_DEBOUNCE_MS` after the last change, the previous request
 * cancelled; the last figures stay on screen, marked stale, until the new ones arrive.
 */
export function useLeadQuote(body: LeadQuoteBody | null) {
  const client = useClient();
  const bodyKey = body ? JSON.stringify(body) : null;
  const settledKey = useDebouncedValue(bodyKey, QUOTE_DEBOUNCE_MS);
  const settledBody = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as LeadQuoteBody) : null),
    [settledKey],
  );
  const query = useQuery({
    ...leadQuoteQuery(client, settledBody ?? { icp: { industries: [], countries: [] }, count: 0 }),
    enabled: settledBody !== null,
    placeholderData: keepPreviousData,
  });

  let state: QuoteState;
  if (bodyKey === null) state = { status: 'idle' };
  else if (query.data)
    state = {
      status: 'ready',
      quote: query.data,
      stale: settledKey !== bodyKey || query.isPlaceholderData || query.isFetching,
    };
  else if (query.isError && settledKey === bodyKey)
    state = { status: 'error', message: errorMessage(query.error, 'The quote failed.') };
  else state = { status: 'loading' };
  return { state, refetch: () => void query.refetch() };
}
