import { useAuth } from '@leadproof/auth/use-auth';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  PasswordInput,
  toast,
} from '@leadproof/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './auth-modal.css';

/** The modal's two forms. */
export type AuthModalMode = 'signup' | 'signin';

/** Props of `AuthModal`. */
export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form shown when the modal opens. @default 'signup' */
  defaultMode?: AuthModalMode;
}

const emptyForm = { firstName: '', lastName: '', company: '', email: '', password: '' };

/**
 * The auth modal: sign up or sign in, switchable by a link that also clears the form. E-mail and
 * password are required and the e-mail must be well formed (the browser's own checks); names
 * and company are optional. Success raises a notice (check your e-mail, or signed in) and closes the modal.
 */
export function AuthModal({ open, onOpenChange, defaultMode = 'signup' }: AuthModalProps) {
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<AuthModalMode>(defaultMode);
  const [form, setForm] = useState(emptyForm);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const signingUp = mode === 'signup';

  const reset = (nextMode: AuthModalMode) => {
    setMode(nextMode);
    setForm(emptyForm);
  };

  const field = (name: keyof typeof emptyForm) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((previous) => ({ ...previous, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (signingUp) {
        const { error } = await signUp(form);
        if (error) {
          toast({ variant: 'destructive', title: 'Sign up failed', description: error.message });
          return;
        }
        toast({
          title: 'Account created successfully!',
          description: 'Please check your email to verify your account.',
        });
      } else {
        const { error } = await signIn({ email: form.email, password: form.password });
        if (error) {
          toast({ variant: 'destructive', title: 'Sign in failed', description: error.message });
          return;
        }
        toast({ title: 'Signed in successfully!' });
      }
      reset(defaultMode);
      onOpenChange(false);
    } catch {
      toast({ variant: 'destructive', title: 'Authentication failed', description: 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset(defaultMode);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{signingUp ? 'Create your account' : 'Welcome back'}</DialogTitle>
          <DialogDescription>
            {signingUp ? 'Sign up with your email and a password.' : 'Sign in to your account'}
          </DialogDescription>
        </DialogHeader>
        <form className={styles.form} onSubmit={submit} aria-label={signingUp ? 'Sign up' : 'Sign in'}>
          {signingUp ? (
            <>
              <div className={styles.row}>
                <div className={styles.field}>
                  <Label htmlFor={`${id}-firstName`}>First Name</Label>
                  <Input {...field('firstName')} autoComplete="given-name" />
                </div>
                <div className={styles.field}>
                  <Label htmlFor={`${id}-lastName`}>Last Name</Label>
                  <Input {...field('lastName')} autoComplete="family-name" />
                </div>
              </div>
              <div className={styles.field}>
                <Label htmlFor={`${id}-company`}>
                  Company <span className={styles.optional}>(optional)</span>
                </Label>
                <Input {...field('company')} autoComplete="organization" />
              </div>
            </>
          ) : null}
          <div className={styles.field}>
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input {...field('email')} type="email" autoComplete="email" required />
          </div>
          <div className={styles.field}>
            <Label htmlFor={`${id}-password`}>Password</Label>
            <PasswordInput
              {...field('password')}
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              required
            />
          </div>
          <Button type="submit" busy={busy} busyLabel={signingUp ? 'Creating account...' : 'Signing in...'}>
            {signingUp ? 'Create Account' : 'Sign In'}
          </Button>
          <p className={styles.switcher}>
            {signingUp ? 'Already have an account? ' : "Don't have an account? "}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => reset(signingUp ? 'signin' : 'signup')}
            >
              {signingUp ? 'Sign in' : 'Sign up'}
            </button>
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
