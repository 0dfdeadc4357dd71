import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useUpdateUser, useUser } from '@/lib/auth';
import { EMAIL_CONFIRMATION_RESULTS, type EmailConfirmationResult, type PatchUserBody, type User } from '../../../shared/users.js';

type ProfileFields = { firstName: string; lastName: string; email: string };
const FIELDS: { key: keyof ProfileFields; label: string; type: string; autoComplete: string }[] = [
  { key: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/** What opening the link mailed to a new address led to (the server sends people back here with `?email=`). */
const CONFIRMATION_TOASTS: Record<EmailConfirmationResult, { title: string; description: string; variant?: 'destructive' }> = {
  confirmed: { title: 'E-mail changed', description: 'You now sign in with your new e-mail address.' },
  invalid: {
    title: 'That link no longer works',
    description: 'It was used already or is over 24 hours old. Change your e-mail again to get a new one.',
    variant: 'destructive',
  },
  taken: { title: 'E-mail not changed', description: 'Another account signs in with that address now.', variant: 'destructive' },
};

const fieldsOf = (user: User | null): ProfileFields => ({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' });

/** The fields that differ from the saved user: exactly what the save sends (app-spec section 5). */
export function changedFields(saved: ProfileFields, form: ProfileFields): PatchUserBody {
  const changes: PatchUserBody = {};
  for (const { key } of FIELDS) if (form[key] !== saved[key]) changes[key] = form[key];
  return changes;
}

/** The server's reason for one field of a refused save, to show next to it. */
function issueFor(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && error.status === 400 ? error.issues.find((issue) => issue.path === field)?.message : undefined;
}

/** Shows the outcome of a mailed confirmation link once, then takes it out of the URL. */
function useEmailConfirmationResult() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  useEffect(() => {
    const result = new URLSearchParams(search).get('email');
    if (!EMAIL_CONFIRMATION_RESULTS.includes(result as EmailConfirmationResult)) return;
    toast(CONFIRMATION_TOASTS[result as EmailConfirmationResult]);
    navigate(location, { replace: true });
  }, [search, location, navigate]);
}

/**
 * /settings/profile: first name, last name and e-mail; Save only with unsaved changes. A built-in
 * account changes its e-mail with its current password and a link sent to the new address; an
 * e-mail from an external sign-in provider is changed there.
 */
export function ProfilePage() {
  const { user } = useUser();
  const update = useUpdateUser();
  const saved = fieldsOf(user);
  const [form, setForm] = useState(saved);
  const [currentPassword, setCurrentPassword] = useState('');
  const changes = changedFields(saved, form);
  const dirty = Object.keys(changes).length > 0;
  const emailChanging = changes.email !== undefined;
  const emailLocked = user?.localAccount === false;
  useEmailConfirmationResult();

  // A new saved user (after a save, or loaded late) becomes the form's baseline.
  useEffect(() => {
    setForm(fieldsOf(user));
    setCurrentPassword('');
  }, [user]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || update.isPending) return;
    update.mutate(emailChanging ? { ...changes, currentPassword } : changes, {
      onSuccess: (next) =>
        next.pendingEmail && emailChanging
          ? toast({ title: 'Check your inbox', description: `We sent a link to ${next.pendingEmail}. Your e-mail changes when you open it.` })
          : toast({ title: 'Profile updated', description: 'Your profile information has been saved successfully.' }),
      onError: (error) => {
        if (issueFor(error, 'currentPassword') || issueFor(error, 'email')) return;
        const description = error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : 'Failed to update profile. Please try again.';
        toast({ title: 'Error', description, variant: 'destructive' });
      },
    });
  };

  const emailIssue = issueFor(update.error, 'email');
  const passwordIssue = issueFor(update.error, 'currentPassword');

  return (
    <PageShell title="Profile Information" back="/settings" backLabel="Settings" description="How Willow greets you and reaches you.">
      <form onSubmit={submit} className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
        {FIELDS.map((field) => {
          const locked = field.key === 'email' && emailLocked;
          const issue = field.key === 'email' ? emailIssue : undefined;
          return (
            <div key={field.key}>
              <Label htmlFor={`profile-${field.key}`}>{field.label}</Label>
              <Input
                id={`profile-${field.key}`}
                type={field.type}
                autoComplete={field.autoComplete}
                value={form[field.key]}
                readOnly={locked}
                aria-invalid={issue ? true : undefined}
                aria-describedby={locked || issue ? `profile-${field.key}-note` : undefined}
                onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
              />
              {locked && (
                <p id="profile-email-note" className="mt-1 text-sm text-muted-foreground">
                  Your e-mail comes from your sign-in provider; change it there.
                </p>
              )}
              {issue && (
                <p id={`profile-${field.key}-note`} className="mt-1 text-sm text-destructive" role="alert">
                  {issue}
                </p>
              )}
            </div>
          );
        })}
        {user?.pendingEmail && !emailChanging && (
          <p className="rounded-xl bg-muted px-3 py-2 text-sm" role="status">
            Waiting for you to confirm <span className="font-semibold break-all">{user.pendingEmail}</span>: open the link we sent there.
          </p>
        )}
        {emailChanging && (
          <div>
            <Label htmlFor="profile-current-password">Current password</Label>
            <Input
              id="profile-current-password"
              type="password"
              autoComplete="current-password"
              required
              value={currentPassword}
              aria-invalid={passwordIssue ? true : undefined}
              aria-describedby="profile-current-password-note"
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
            <p id="profile-current-password-note" className={passwordIssue ? 'mt-1 text-sm text-destructive' : 'mt-1 text-sm text-muted-foreground'} role={passwordIssue ? 'alert' : undefined}>
              {passwordIssue ?? 'To change your e-mail, enter your password. We then send a link to the new address; the change takes effect when you open it.'}
            </p>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <p role="status" className={dirty ? 'text-sm font-semibold text-primary' : 'text-sm text-muted-foreground'}>
            {dirty ? 'You have unsaved changes' : 'Profile up to date'}
          </p>
          <Button type="submit" disabled={!dirty || update.isPending || (emailChanging && !currentPassword)}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </PageShell>
  );
}
