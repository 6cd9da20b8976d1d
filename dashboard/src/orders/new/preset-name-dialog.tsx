import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
} from '@leadproof/ui';
import { type FormEvent, useState } from 'react';
import * as forms from '../../lib/form.css';
import * as page from '../../lib/page.css';

/** The contract's longest preset name (`leadPresetNameSchema`). */
const MAX_PRESET_NAME_LENGTH = 80;

/** Props of `PresetNameDialog`. */
export interface PresetNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Save preset" or "Rename preset". */
  title: string;
  description: string;
  /** The submit button's words. */
  submitLabel: string;
  /** What the name field holds when the dialog opens. */
  initialName?: string;
  onSubmit: (name: string) => void;
  busy?: boolean;
  /** Why the server refused the name (e.g. one the user already has), shown on the field. */
  nameError?: string | undefined;
}

// Inside the dialog's content, which unmounts on close: each opening starts from `initialName`.
function PresetNameForm({
  initialName,
  onSubmit,
  busy,
  nameError,
  submitLabel,
}: Pick<PresetNameDialogProps, 'onSubmit' | 'busy' | 'nameError' | 'submitLabel'> & { initialName: string }) {
  const [name, setName] = useState(initialName);
  const [empty, setEmpty] = useState(false);
  const error = empty ? 'Preset name: enter a name' : nameError;
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setEmpty(trimmed === '');
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <form className={forms.form} onSubmit={onFormSubmit} noValidate>
      <div className={forms.field}>
        <Label htmlFor="preset-name">Preset name</Label>
        <Input
          id="preset-name"
          value={name}
          maxLength={MAX_PRESET_NAME_LENGTH}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'preset-name-error' : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setEmpty(false);
          }}
        />
        {error ? (
          <p id="preset-name-error" className={page.errorText}>
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={busy} busyLabel="Saving...">
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A dialog asking for a preset's name, to save the profile as a preset or to rename one. */
export function PresetNameDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initialName = '',
  onSubmit,
  busy = false,
  nameError,
}: PresetNameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <PresetNameForm
          initialName={initialName}
          onSubmit={onSubmit}
          busy={busy}
          nameError={nameError}
          submitLabel={submitLabel}
        />
      </DialogContent>
    </Dialog>
  );
}
