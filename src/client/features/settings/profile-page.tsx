import { useEffect, useState, type FormEvent } from 'react';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useUpdateUser, useUser } from '@/lib/auth';
import type { PatchUserBody, User } from '../../../shared/users.js';

type ProfileFields = { firstName: string; lastName: string; email: string };
const FIELDS: { key: keyof ProfileFields; label: string; type: string; autoComplete: string }[] = [
  { key: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

const fieldsOf = (user: User | null): ProfileFields => ({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' });

/** The fields that differ from the saved user: exactly what the save sends (app-spec section 5). */
export function changedFields(saved: ProfileFields, form: ProfileFields): PatchUserBody {
  const changes: PatchUserBody = {};
  for (const { key } of FIELDS) if (form[key] !== saved[key]) changes[key] = form[key];
  return changes;
}

/** /settings/profile: first name, last name and e-mail; Save only with unsaved changes. */
export function ProfilePage() {
  const { user } = useUser();
  const update = useUpdateUser();
  const saved = fieldsOf(user);
  const [form, setForm] = useState(saved);
  const changes = changedFields(saved, form);
  const dirty = Object.keys(changes).length > 0;

  // A new saved user (after a save, or loaded late) becomes the form's baseline.
  useEffect(() => setForm(fieldsOf(user)), [user]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || update.isPending) return;
    update.mutate(changes, {
      onSuccess: () => toast({ title: 'Profile updated', description: 'Your profile information has been saved successfully.' }),
      onError: () => toast({ title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <PageShell title="Profile Information" back="/settings" backLabel="Settings" description="How Willow greets you and reaches you.">
      <form onSubmit={submit} className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
        {FIELDS.map((field) => (
          <div key={field.key}>
            <Label htmlFor={`profile-${field.key}`}>{field.label}</Label>
            <Input
              id={`profile-${field.key}`}
              type={field.type}
              autoComplete={field.autoComplete}
              value={form[field.key]}
              onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
            />
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <p role="status" className={dirty ? 'text-sm font-semibold text-primary' : 'text-sm text-muted-foreground'}>
            {dirty ? 'You have unsaved changes' : 'Profile up to date'}
          </p>
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </PageShell>
  );
}
