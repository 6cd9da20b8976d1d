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
import { useState } from 'react';
import { Link } from 'react-router-dom';

/** Props of `PrimaryActions`. */
export interface PrimaryActionsProps {
  /** The balance loaded and is 0 (or below): 'Add Credits', and 'Start a New Order' opens the modal. */
  zeroBalance: boolean;
}

/** The home screen's primary actions by balance (SPEC §2), with the 'Add credits to start' modal. */
export function PrimaryActions({ zeroBalance }: PrimaryActionsProps) {
  const [modalOpen, setModalOpen] = useState(false);
  if (!zeroBalance) {
    return (
      <>
        <Button asChild>
          {/* The order form, not SPEC §2's orders list: the form exists now (issue 23, docs/decisions.md). */}
          <Link to="/orders/new">Start a New Order</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/billing">Purchase Credits</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild>
        <Link to="/billing">Add Credits</Link>
      </Button>
      <Dialog open={modalOpen} onOpenChange={setModalOpen}>
        <Button variant="outline" onClick={() => setModalOpen(true)}>
          Start a New Order
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add credits to start</DialogTitle>
            <DialogDescription>You need credits to create and process orders.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Maybe later</Button>
            </DialogClose>
            <Button asChild>
              <Link to="/billing" onClick={() => setModalOpen(false)}>
                Add Credits
              </Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
