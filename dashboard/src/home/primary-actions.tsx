import { Button } from '@leadproof/ui';
import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { OnceOpened } from '../lib/once-opened';

const AddCreditsDialog = lazy(() =>
  import('./add-credits-dialog').then((module) => ({ default: module.AddCreditsDialog })),
);

/** Props of `PrimaryActions`. */
export interface PrimaryActionsProps {
  /** The balance loaded and is 0 (or below): 'Add Credits', and 'Start a New Order' opens the modal. */
  zeroBalance: boolean;
}

/** The home screen's primary actions by balance, with the 'Add credits to start' modal at zero. */
export function PrimaryActions({ zeroBalance }: PrimaryActionsProps) {
  const [modalOpen, setModalOpen] = useState(false);
  if (!zeroBalance) {
    return (
      <>
        <Button asChild>
          {/* The order form, not the orders list: the form exists now (issue 23, docs/decisions/leads.md). */}
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
      <Button variant="outline" onClick={() => setModalOpen(true)}>
        Start a New Order
      </Button>
      <OnceOpened open={modalOpen}>
        <AddCreditsDialog open={modalOpen} onOpenChange={setModalOpen} />
      </OnceOpened>
    </>
  );
}
