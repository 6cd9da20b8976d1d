import { validateCsvFile } from '@leadproof/sdk';
import { toast } from '@leadproof/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClient } from '../../api/ApiClientProvider';
import { balanceQuery, pricingQuery } from '../../billing/queries';
import { uploadOrderMutation } from '../queries';
import { estimateCredits, uploadPricePerRow } from './costEstimate';
import { UploadCard, type UploadEstimate } from './UploadCard';
import { uploadErrorMessage } from './uploadErrorMessage';
import { useRowCount } from './useRowCount';

/** The 'Upload & Verify' card wired to pricing, balance and the upload flow of SPEC §4. */
export function UploadValidateCard() {
  const client = useClient();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const pricing = useQuery(pricingQuery(client));
  const balance = useQuery(balanceQuery(client));
  const rowCount = useRowCount(file);

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
    upload.mutate(chosen, {
      onError: (failure) => {
        toast({ variant: 'destructive', title: 'Upload failed', description: uploadErrorMessage(failure) });
      },
      onSettled: () => setProgress(null),
    });
  };

  const onFiles = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    const problem = validateCsvFile(chosen);
    if (problem) {
      setFile(null);
      setError(problem);
      toast({ variant: 'destructive', title: 'Invalid file', description: problem });
      return;
    }
    setError(null);
    setFile(chosen);
  };

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
      credits: estimateCredits(rowCount.rows, pricePerRow),
      balance: balance.data,
    };
  })();

  return (
    <UploadCard
      file={file}
      error={error ?? (rowCount.status === 'failed' ? 'Failed to read file' : null)}
      estimate={estimate}
      uploading={upload.isPending}
      progress={progress}
      onFiles={onFiles}
      onClear={() => {
        setFile(null);
        setError(null);
      }}
      onSubmit={() => {
        if (file) startUpload(file);
      }}
    />
  );
}
