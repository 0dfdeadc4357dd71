import { useState } from 'react';
import { AlertTriangle, ExternalLink, KeyRound } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { PageShell } from '@/components/page-shell';
import { useUser } from '@/lib/auth';
import { ACCOUNT_PAGE_URL, CHANGE_PASSWORD_URL, useDeleteAccount } from './api/account';
import { SettingsSection } from './components/settings-layout';

/** After 'Account deleted', the app leaves for / after this long (app-spec section 9). */
export const DELETION_REDIRECT_MS = 2000;

/** /settings/security: password and sign-in at the identity provider, and the danger zone. */
export function SecurityPage() {
  const { user } = useUser();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();

  const deleteNow = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Your account and all data have been permanently deleted.' });
        setConfirming(false);
        setTimeout(() => window.location.assign('/'), DELETION_REDIRECT_MS);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete account. Please try again.', variant: 'destructive' }),
    });

  return (
    <PageShell title="Security" back="/settings" backLabel="Settings" description="Your password, sign-in and account.">
      <SettingsSection title="Password & sign-in">
        {user?.localAccount ? (
          <>
            <p className="text-sm text-muted-foreground">
              You sign in to Willow with your e-mail and password. Changing your password keeps you signed in here.
            </p>
            <a href={CHANGE_PASSWORD_URL} className={buttonVariants({ variant: 'outline' })}>
              <KeyRound className="h-4 w-4" aria-hidden="true" /> Change Password
            </a>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Your password and sign-in methods are managed by your identity provider. Open your account page there to change them.
            </p>
            <a href={ACCOUNT_PAGE_URL} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline' })}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> Manage Account
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </>
        )}
      </SettingsSection>

      <section aria-labelledby="danger-zone" className="rounded-2xl border-2 border-destructive/60 bg-card p-5">
        <h2 id="danger-zone" className="flex items-center gap-2 text-lg font-bold text-destructive">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" /> Danger Zone
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Deleting your account permanently removes your profile, settings, intake story, every health entry, meals, conversations and
          feedback. This cannot be undone.
        </p>
        <Button variant="destructive" className="mt-4" onClick={() => setConfirming(true)}>
          Delete Account
        </Button>
      </section>

      <Dialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title="Delete your account?"
        description="Everything you have stored in Willow will be permanently deleted. Download your data first from Data Management if you want a copy."
      >
        <p className="text-sm">This cannot be undone.</p>
        <DialogActions>
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={deleteNow} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete My Account'}
          </Button>
        </DialogActions>
      </Dialog>
    </PageShell>
  );
}
