import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@leadproof/ui';
import { formatNumber } from '../../lib/format-date';
import * as page from '../../lib/page.css';

/** What is about to be bought. */
export interface LeadPurchase {
  count: number;
  /** Credits it debits. */
  cost: number;
  /** The leads come from the demo inventory. */
  demo: boolean;
}

/** Props of `BuyConfirmDialog`. */
export interface BuyConfirmDialogProps {
  /** The purchase to confirm; null when the dialog is closed. */
  purchase: LeadPurchase | null;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** The confirmation step of a purchase: it repeats the number of leads and the credits they cost. */
export function BuyConfirmDialog({ purchase, onConfirm, onCancel, busy = false }: BuyConfirmDialogProps) {
  return (
    <Dialog open={purchase !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        {purchase ? (
          <>
            <DialogHeader>
              <DialogTitle>Buy {formatNumber(purchase.count)} leads?</DialogTitle>
              <DialogDescription>
                {formatNumber(purchase.count)} leads matching your profile cost {formatNumber(purchase.cost)}{' '}
                credits, debited from your balance now. Leads that fail verification are replaced, and any we
                cannot deliver are refunded.
              </DialogDescription>
            </DialogHeader>
            {purchase.demo ? (
              <p className={page.muted}>
                Demo data: the leads are fictitious people from the demo inventory.
              </p>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button onClick={onConfirm} busy={busy} busyLabel="Buying...">
                Buy for {formatNumber(purchase.cost)} credits
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
