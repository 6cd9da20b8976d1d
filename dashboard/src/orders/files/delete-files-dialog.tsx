import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  toast,
} from '@leadproof/ui';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useClient } from '../../api/api-client-provider';
import { errorMessage } from '../../lib/error-message';
import { shortId } from '../../lib/short-id';
import { deleteOrderFilesMutation } from '../queries';

/** Props of `DeleteFilesDialog`. */
export interface DeleteFilesDialogProps {
  orderId: string;
}

/**
 * The "Delete files" action of an ended order and its confirmation: the uploaded list and the results are deleted
 * at once, for good; the order, its figures and its receipt stay. The dialog stays open, busy, until the server
 * answers, then the previews show the deleted state.
 */
export function DeleteFilesDialog({ orderId }: DeleteFilesDialogProps) {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation(deleteOrderFilesMutation(client, orderId));
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Files deleted', description: `The files of order ${shortId(orderId)} are gone.` });
      },
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: 'Could not delete the files',
          description: errorMessage(failure),
        }),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Trash2 size={14} aria-hidden />
          Delete files
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete the files of order {shortId(orderId)}?</DialogTitle>
          <DialogDescription>
            The uploaded list and the results are deleted now and cannot be downloaded again. The order, its
            figures and its receipt stay. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} busy={remove.isPending} busyLabel="Deleting...">
            Delete files
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
