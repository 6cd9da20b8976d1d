import type { UserProfile, UserProfileUpdateBody } from '@leadproof/contract/users';
import { Button, Input, Label } from '@leadproof/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import * as page from '../lib/page.css';
import * as styles from './account.css';

/** The longest name and company the API takes (`userProfileUpdateBodySchema`). */
export const MAX_NAME_LENGTH = 100;
export const MAX_COMPANY_LENGTH = 200;

/** What the form says about a field it cannot save. */
export const profileMessages = {
  firstNameMissing: 'Enter your first name.',
  lastNameMissing: 'Enter your last name.',
} as const;

type Field = 'firstName' | 'lastName';

const nameFields: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];

/** Props of `ProfileForm`. */
export interface ProfileFormProps {
  profile: Pick<UserProfile, 'firstName' | 'lastName' | 'company'>;
  /** Called with the fields that changed; the caller saves and reports back through `busy` and `error`. */
  onSave: (changes: UserProfileUpdateBody) => void;
  onCancel: () => void;
  busy?: boolean;
  /** Why the last save failed, shown above the fields. */
  error?: string | null;
}

/** Edits the name and company in place; Escape or Cancel leaves them as they were. */
export function ProfileForm({ profile, onSave, onCancel, busy = false, error = null }: ProfileFormProps) {
  const id = useId();
  const [missing, setMissing] = useState<Field | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);

  // Opening the form puts the cursor where the user is about to type.
  useEffect(() => firstRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    const firstName = String(fields.get('firstName') ?? '').trim();
    const lastName = String(fields.get('lastName') ?? '').trim();
    const company = String(fields.get('company') ?? '').trim();
    if (!firstName || !lastName) {
      const field: Field = firstName ? 'lastName' : 'firstName';
      setMissing(field);
      (field === 'firstName' ? firstRef : lastRef).current?.focus();
      return;
    }
    setMissing(null);
    const changes: UserProfileUpdateBody = {};
    if (firstName !== (profile.firstName ?? '')) changes.firstName = firstName;
    if (lastName !== (profile.lastName ?? '')) changes.lastName = lastName;
    if (company !== (profile.company ?? '')) changes.company = company === '' ? null : company;
    if (Object.keys(changes).length === 0) {
      onCancel();
      return;
    }
    onSave(changes);
  };

  const message = missing
    ? missing === 'firstName'
      ? profileMessages.firstNameMissing
      : profileMessages.lastNameMissing
    : error;
  const errorId = `${id}-error`;

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
      noValidate
      aria-label="Edit profile"
    >
      {message ? (
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.nameRow}>
        {nameFields.map(({ name, label, autoComplete }) => (
          <div key={name} className={styles.field}>
            <Label htmlFor={`${id}-${name}`}>{label}</Label>
            <Input
              ref={name === 'firstName' ? firstRef : lastRef}
              id={`${id}-${name}`}
              name={name}
              autoComplete={autoComplete}
              defaultValue={profile[name] ?? ''}
              maxLength={MAX_NAME_LENGTH}
              required
              aria-invalid={missing === name ? true : undefined}
              aria-describedby={missing === name ? errorId : undefined}
            />
          </div>
        ))}
      </div>
      <div className={styles.field}>
        <Label htmlFor={`${id}-company`}>
          Company <span className={styles.optional}>(optional)</span>
        </Label>
        <Input
          id={`${id}-company`}
          name="company"
          autoComplete="organization"
          defaultValue={profile.company ?? ''}
          maxLength={MAX_COMPANY_LENGTH}
        />
      </div>
      <div className={page.actions}>
        <Button type="submit" size="sm" busy={busy} busyLabel="Saving...">
          Save profile
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
