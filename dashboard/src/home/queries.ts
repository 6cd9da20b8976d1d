import type { ContactVerdict, VerifyContactBody } from '@leadproof/contract/verify';
import type { Leadproof } from '@leadproof/sdk';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { ACCOUNT_POLL_MS } from '../api/query-client';
import { billingKeys } from '../billing/queries';
import { ordersKeys } from '../orders/queries';
import { xhrUploadFetch } from './upload/xhr-upload-fetch';

/** Query keys of the dashboard summary; `summaryKeys.all` is the root to invalidate. */
export const summaryKeys = {
  all: ['summary'] as const,
};

/**
 * `GET /api/dashboard/summary`: greeting and stat cards, polled every 30 s, and fetched again each time home
 * opens: orders finish without the dashboard's doing, and the refresh after an upload can run while home is still on
 * screen (the next page's code loading), leaving a summary of the order still verifying.
 */
export function summaryQuery(client: Leadproof) {
  return queryOptions({
    queryKey: summaryKeys.all,
    queryFn: ({ signal }) => client.dashboard.summary({ signal }),
    refetchOnMount: 'always',
    refetchInterval: ACCOUNT_POLL_MS,
  });
}

/** What the upload screen does around `uploadOrderMutation`. */
export interface UploadOrderEffects {
  /** Bytes of the file sent so far, of `total`. */
  onProgress: (loaded: number, total: number) => void;
  /** The order exists and is verifying: runs before the refresh, so a screen left now refetches when shown again. */
  onCreated: () => void;
}

/** What is uploaded: the file, and for an .xlsx workbook the sheet to verify (its first visible one when absent). */
export interface UploadOrderInput {
  file: File;
  sheet?: string | undefined;
}

/**
 * An upload as a new `upload_csv` order through the SDK's `orders.upload`, its storage step sent over
 * XMLHttpRequest so that `onProgress` sees the bytes go out; refreshes the summary, orders and credits.
 */
export function uploadOrderMutation(client: Leadproof, { onProgress, onCreated }: UploadOrderEffects) {
  return mutationOptions({
    mutationFn: ({ file, sheet }: UploadOrderInput) =>
      client.orders.upload(file, {
        requestDetails: { source: 'dashboard' },
        sheet,
        storageFetch: xhrUploadFetch(onProgress),
      }),
    onSuccess: (_order, _file, _result, { client: queryClient }) => {
      // First the screen moves on (to the orders list), then the refresh: the home summary, no longer shown, is
      // only marked stale, and shows the order's progress when the user comes back rather than a count from now.
      onCreated();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: summaryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]);
    },
  });
}

/**
 * `POST /api/verify`: the home screen's quick check of one e-mail address or phone number. `onProvisional` gets the
 * offline and DNS verdict while the mail server is asked (a streamed answer). A decided check is charged, so the
 * balance, the transactions and the summary are refreshed after it.
 */
export function verifyContactMutation(
  client: Leadproof,
  onProvisional?: (verdict: ContactVerdict, body: VerifyContactBody) => void,
) {
  return mutationOptions({
    mutationFn: (body: VerifyContactBody) =>
      client.verify.contact(
        body,
        onProvisional ? { onProvisional: (verdict) => onProvisional(verdict, body) } : undefined,
      ),
    onSuccess: (_verdict, _body, _result, { client: queryClient }) => {
      // Not awaited: the verdict shows at once and the pill catches up, rather than the button spinning through a
      // refetch. Not `billingKeys.all` either: pricing did not change, and the upload card beside this one has it.
      void queryClient.invalidateQueries({ queryKey: billingKeys.balance() });
      void queryClient.invalidateQueries({ queryKey: billingKeys.transactions() });
      void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
