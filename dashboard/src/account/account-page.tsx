import { toastAcrossNavigation } from '@leadproof/auth/flash-toast';
import { usePageNavigation } from '@leadproof/auth/navigation';
import { useAuth } from '@leadproof/auth/use-auth';
import type { UserProfileUpdateBody } from '@leadproof/contract/users';
import { Button, Skeleton, toast } from '@leadproof/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useClient } from '../api/api-client-provider';
import { ChangePasswordDialog } from '../auth/change-password-dialog';
import { LOGIN_PATH } from '../auth/require-auth';
import { errorMessage } from '../lib/error-message';
import * as page from '../lib/page.css';
import { SectionCard } from '../lib/section-card';
import * as styles from './account.css';
import { ChangeEmailDialog } from './change-email-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileForm } from './profile-form';
import {
  accountKeys,
  accountProfileQuery,
  deleteAccountMutation,
  exportAccountMutation,
  updateProfileMutation,
} from './queries';

/**
 * /dashboard/account: the profile (name and company, edited in place), sign-in (e-mail and password, each changed
 * with the current password), Export my data, and Delete account in a danger zone.
 */
export function AccountPage() {
  const client = useClient();
  const queryClient = useQueryClient();
  const { user, signOut, refreshUser } = useAuth();
  const navigate = usePageNavigation();
  const profile = useQuery(accountProfileQuery(client));
  const exportData = useMutation(exportAccountMutation(client));
  const deleteAccount = useMutation(deleteAccountMutation(client));
  const updateProfile = useMutation({
    ...updateProfileMutation(client),
    // The session's user carries the name too (the greeting reads it): the save ends once the auth server's copy is
    // read again, so a reload or the home page right after "Profile saved" shows the new name.
    onSuccess: async () => {
      await refreshUser();
    },
  });
  const [editing, setEditing] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const pendingEmail = user?.pendingEmail;

  const stopEditing = () => {
    setEditing(false);
    updateProfile.reset();
  };

  const saveProfile = (changes: UserProfileUpdateBody) =>
    updateProfile.mutate(changes, {
      onSuccess: (saved) => {
        queryClient.setQueryData(accountKeys.profile(), saved);
        setEditing(false);
        toast({ title: 'Profile saved' });
      },
    });

  const startExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast({ title: 'Download started', description: 'Your data is in a zip file.' }),
      onError: (failure) =>
        toast({ variant: 'destructive', title: 'Export failed', description: errorMessage(failure) }),
    });

  const confirmDeletion = (password: string) =>
    deleteAccount.mutate(
      { password },
      {
        onSuccess: async () => {
          // Queued first: signing out may send the shell's guard to /login before this code does.
          toastAcrossNavigation({
            title: 'Account deleted',
            description: 'Your account and its files are gone. The credit ledger is kept, anonymized.',
          });
          await signOut();
          navigate(LOGIN_PATH, { replace: true });
        },
      },
    );

  return (
    <div className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>Account</h1>
          <p className={page.subtitle}>Your profile, how you sign in, and your data.</p>
        </div>
      </header>

      <SectionCard
        titleId="profile-title"
        title="Profile"
        description="Your name and company, as receipts and our e-mails show them."
      >
        {profile.isPending ? (
          <div className={page.stack} aria-busy="true">
            <Skeleton height="1.25rem" />
            <Skeleton height="1.25rem" />
          </div>
        ) : profile.isError ? (
          <div className={page.emptyState} role="alert">
            <p>Unable to load your profile: {errorMessage(profile.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
              Retry
            </Button>
          </div>
        ) : editing ? (
          <ProfileForm
            profile={profile.data}
            onSave={saveProfile}
            onCancel={stopEditing}
            busy={updateProfile.isPending}
            error={updateProfile.isError ? errorMessage(updateProfile.error) : null}
          />
        ) : (
          <div className={page.stack}>
            <dl className={styles.details}>
              <dt className={styles.term}>Name</dt>
              <dd className={styles.definition} data-testid="account-name">
                {[profile.data.firstName, profile.data.lastName].filter(Boolean).join(' ') || '—'}
              </dd>
              <dt className={styles.term}>Company</dt>
              <dd className={styles.definition} data-testid="account-company">
                {profile.data.company || '—'}
              </dd>
            </dl>
            <div className={page.actions}>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                Edit profile
              </Button>
            </div>
          </div>
        )}
      </SectionCard>

      <SectionCard
        titleId="sign-in-title"
        title="Sign-in"
        description="How you sign in. Changing either asks for your current password."
      >
        {profile.isPending ? (
          <div className={page.stack} aria-busy="true">
            <Skeleton height="1.25rem" />
          </div>
        ) : profile.isError ? null : (
          <div className={page.stack}>
            <dl className={styles.details}>
              <dt className={styles.term}>E-mail</dt>
              <dd className={styles.definition}>
                <span data-testid="account-email">{profile.data.email}</span>
                {pendingEmail && pendingEmail !== profile.data.email ? (
                  <span className={styles.pending} data-testid="account-pending-email">
                    <span>
                      Waiting for confirmation: we sent a link to <strong>{pendingEmail}</strong>. Your
                      address changes when you open it.
                    </span>
                  </span>
                ) : null}
              </dd>
              <dt className={styles.term}>Password</dt>
              <dd className={styles.definition}>
                <span aria-hidden>••••••••</span>
                <span className={page.visuallyHidden}>Set</span>
              </dd>
            </dl>
            <div className={page.actions}>
              <Button variant="outline" size="sm" onClick={() => setChangingEmail(true)}>
                Change e-mail
              </Button>
              <Button variant="outline" size="sm" onClick={() => setChangingPassword(true)}>
                Change password
              </Button>
            </div>
          </div>
        )}
      </SectionCard>

      <SectionCard
        titleId="export-title"
        title="Export my data"
        description="A zip file with your profile, orders and their figures, credit transactions, API key names and webhook endpoints, as JSON and CSV. No secrets are included."
      >
        <div className={page.actions}>
          <Button onClick={startExport} busy={exportData.isPending} busyLabel="Preparing...">
            <Download size={16} aria-hidden />
            Export my data
          </Button>
        </div>
      </SectionCard>

      <SectionCard
        titleId="danger-title"
        title="Danger zone"
        className={styles.dangerZone}
        description="Deleting your account signs you out everywhere and deletes your files, API keys, webhooks and personal details. The credit ledger is kept, anonymized, as accounting law requires."
      >
        <div className={page.actions}>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 size={16} aria-hidden />
            Delete account
          </Button>
        </div>
      </SectionCard>

      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      {profile.data ? (
        <ChangeEmailDialog
          open={changingEmail}
          onOpenChange={setChangingEmail}
          currentEmail={profile.data.email}
        />
      ) : null}
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) deleteAccount.reset();
        }}
        onConfirm={confirmDeletion}
        busy={deleteAccount.isPending || deleteAccount.isSuccess}
        error={deleteAccount.isError ? errorMessage(deleteAccount.error) : null}
      />
    </div>
  );
}
