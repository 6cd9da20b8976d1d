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
import { Link } from 'react-router-dom';

/** Props of `AddCreditsDialog`. */
export interface AddCreditsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The 'Add credits to start' modal, shown by 'Start a New Order' at a zero balance. */
export function AddCreditsDialog({ open, onOpenChange }: AddCreditsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
            <Link to="/billing" onClick={() => onOpenChange(false)}>
              Add Credits
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
