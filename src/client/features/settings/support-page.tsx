import { useState } from 'react';
import { FileText, LogOut, Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { Button, buttonVariants } from '@/components/ui/button';
import { signOut } from '@/lib/auth';
import { deferToast } from '@/lib/deferred-toast';
import { ContactDialog } from './contact-dialog';
import { SettingsSection } from './components/settings-layout';

/** Sign out from Support & Legal: back to / with a 'Logged out' toast (shown after the server ends the session). */
export function signOutWithToast() {
  deferToast({ title: 'Logged out', description: 'You have been signed out.' });
  signOut();
}

/** /settings/support: Contact Us, the legal texts, and Sign Out. */
export function SupportPage() {
  const [contact, setContact] = useState(false);
  return (
    <PageShell title="Support & Legal" back="/settings" backLabel="Settings" description="We are here to help.">
      <SettingsSection
        title="Support"
        description="Questions about Willow, your account or your plan? Write to us and we will get back to you."
      >
        <Button onClick={() => setContact(true)} className="w-full sm:w-auto">
          <Mail className="h-4 w-4" aria-hidden="true" /> Contact Us
        </Button>
      </SettingsSection>
      <SettingsSection title="Legal">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href="/terms-of-service" className={buttonVariants({ variant: 'outline' })}>
            <FileText className="h-4 w-4" aria-hidden="true" /> Terms of Service
          </Link>
          <Link href="/privacy-policy" className={buttonVariants({ variant: 'outline' })}>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Privacy Policy
          </Link>
        </div>
      </SettingsSection>
      <SettingsSection title="Account">
        <Button variant="outline" onClick={signOutWithToast} className="w-full sm:w-auto">
          <LogOut className="h-4 w-4" aria-hidden="true" /> Sign Out
        </Button>
      </SettingsSection>
      <ContactDialog open={contact} onOpenChange={setContact} />
    </PageShell>
  );
}
