import { useState } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useUser } from '@/lib/auth';
import { LegalDocument } from './legal-document';
import { PRIVACY_SECTIONS } from './privacy-text';
import { TermsText } from './terms-text';

/** /privacy-policy (public): the policy, Close to Support & Legal, and the terms. */
export function PrivacyPage() {
  const { user } = useUser();
  // Signed out, /settings/support and /terms-of-service are not reachable: close to the landing page, terms in a dialog.
  const closeTo = user ? '/settings/support' : '/';
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <PageShell title="Privacy Policy" back={closeTo} backLabel="Close">
      <div className="rounded-2xl border border-border bg-card p-5">
        <LegalDocument
          sections={PRIVACY_SECTIONS}
          footer={
            <p>
              Using Willow is also governed by our{' '}
              {user ? (
                <Link href="/terms-of-service" className="font-semibold text-primary underline">
                  Terms of Service
                </Link>
              ) : (
                <button type="button" className="cursor-pointer font-semibold text-primary underline" onClick={() => setTermsOpen(true)}>
                  Terms of Service
                </button>
              )}
              .
            </p>
          }
        />
      </div>
      <div className="flex justify-end">
        <Link href={closeTo} className={buttonVariants()}>
          Close
        </Link>
      </div>
      <Dialog open={termsOpen} onOpenChange={setTermsOpen} title="Terms of Service">
        <TermsText />
        <div className="mt-6 flex justify-end">
          <Button onClick={() => setTermsOpen(false)}>Close</Button>
        </div>
      </Dialog>
    </PageShell>
  );
}
