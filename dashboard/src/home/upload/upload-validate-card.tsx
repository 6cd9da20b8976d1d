import { useAuth } from '@leadproof/auth/use-auth';
import { creditShortfall, creditsFor } from '@leadproof/contract/money';
import { Orders } from '@leadproof/sdk';
import { toast } from '@leadproof/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClient } from '../../api/api-client-provider';
import { balanceQuery, pricingQuery } from '../../billing/queries';
import { useBuyCredits } from '../../billing/top-up/use-buy-credits';
import { OnceOpened } from '../../lib/once-opened';
import { uploadOrderMutation } from '../queries';
import { uploadPricePerRow } from './cost-estimate';
import { discardPendingUpload, keepPendingUpload, takePendingUpload } from './pending-upload';
import { UploadCard, type UploadEstimate } from './upload-card';
import { uploadErrorMessage } from './upload-error-message';
import { useRowCount } from './use-row-count';
import { useWorkbookSheets } from './use-workbook-sheets';
import { defaultSheet } from './workbook-sheets';

const BuyCreditsDialog = lazy(() =>
  import('../../billing/top-up/buy-credits-dialog').then((module) => ({ default: module.BuyCreditsDialog })),
);

/**
 * The 'Upload & Verify' card wired to pricing, balance and the upload flow (`uploadOrderMutation`). Purchase
 * Credits opens the plans in the dashboard; the card keeps its file through the checkout and has it back on the
 * return (issue 40).
 */
export function UploadValidateCard() {
  const client = useClient();
  const navigate = useNavigate();
  const { user } = useAuth();
  const userId = user?.id;
  const { search } = useLocation();
  // Read once, before the home screen cleans the address: this load is a checkout's return.
  const [checkoutReturn] = useState(() => new URLSearchParams(search).has('checkout'));
  const [file, setFile] = useState<File | null>(null);
  const [chooseAgain, setChooseAgain] = useState<{ name: string; size: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const pricing = useQuery(pricingQuery(client));
  const balance = useQuery(balanceQuery(client));
  const rowCount = useRowCount(file);
  const workbook = useWorkbookSheets(file);
  const sheets = workbook.status === 'read' ? workbook.sheets : [];
  // The customer's pick, while it names a sheet of this file; else the sheet the API reads by default.
  const [pickedSheet, setPickedSheet] = useState<string | null>(null);
  const sheet = sheets.some((each) => each.name === pickedSheet)
    ? pickedSheet
    : (defaultSheet(sheets)?.name ?? null);

  const upload = useMutation(
    uploadOrderMutation(client, {
      onProgress: (loaded, total) => setProgress(total > 0 ? (100 * loaded) / total : null),
      onCreated: () => {
        toast({
          title: 'Order created — verification started',
          description: "We'll email you when it's ready.",
        });
        setFile(null);
        navigate('/orders');
      },
    }),
  );
  const startUpload = (chosen: File) => {
    setProgress(0);
    // A workbook of several sheets names the one chosen; otherwise the API's default is the only sheet there is.
    upload.mutate(
      { file: chosen, sheet: sheets.length > 1 && sheet !== null ? sheet : undefined },
      {
        onError: (failure) => {
          toast({ variant: 'destructive', title: 'Upload failed', description: uploadErrorMessage(failure) });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const onFiles = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    setChooseAgain(null);
    const problem = Orders.validateFile(chosen);
    if (problem) {
      setFile(null);
      setError(problem);
      toast({ variant: 'destructive', title: 'Invalid file', description: problem });
      return;
    }
    setError(null);
    setPickedSheet(null);
    setFile(chosen);
  };

  // Back from a checkout: the file kept for it, or its name to choose again. Any other visit drops a kept file.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the home screen, for its user.
  useEffect(() => {
    if (!userId) return;
    if (!checkoutReturn) {
      void discardPendingUpload();
      return;
    }
    let current = true;
    void takePendingUpload(userId).then((kept) => {
      if (!current || !kept) return;
      if ('file' in kept) onFiles([kept.file]);
      else setChooseAgain(kept);
    });
    return () => {
      current = false;
    };
  }, [userId, checkoutReturn]);

  const pricePerRow = pricing.data ? uploadPricePerRow(pricing.data) : undefined;
  const estimate = ((): UploadEstimate => {
    if (!file) return { status: 'idle' };
    if (rowCount.status === 'failed' || pricing.isError || balance.isError) return { status: 'unavailable' };
    if (pricing.isSuccess && pricePerRow === undefined) return { status: 'unavailable' };
    if (rowCount.status !== 'done' || pricePerRow === undefined || balance.data === undefined)
      return { status: 'calculating' };
    return {
      status: 'ready',
      rows: rowCount.rows,
      credits: creditsFor(rowCount.rows, pricePerRow),
      balance: balance.data,
      rough: rowCount.rough,
    };
  })();

  const shortfall = estimate.status === 'ready' ? creditShortfall(estimate.credits, estimate.balance) : 0;
  const buyCredits = useBuyCredits({
    returnTo: 'upload',
    beforeCheckout: async () => {
      if (file && userId) await keepPendingUpload(file, userId);
    },
  });

  return (
    <>
      <UploadCard
        file={file}
        error={error ?? (rowCount.status === 'failed' ? (rowCount.message ?? 'Failed to read file') : null)}
        estimate={estimate}
        uploading={upload.isPending}
        progress={progress}
        onFiles={onFiles}
        onClear={() => {
          setFile(null);
          setError(null);
          setChooseAgain(null);
        }}
        onSubmit={() => {
          if (file) startUpload(file);
        }}
        onPurchaseCredits={buyCredits.openDialog}
        sheetChoice={sheet === null ? null : { sheets, value: sheet, onChange: setPickedSheet }}
        chooseAgain={chooseAgain}
      />
      <OnceOpened open={buyCredits.dialog.open}>
        <BuyCreditsDialog
          {...buyCredits.dialog}
          need={shortfall > 0 ? { credits: shortfall, fileName: file?.name } : undefined}
        />
      </OnceOpened>
    </>
  );
}
