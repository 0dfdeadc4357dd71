import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { IdentityProvider } from '../../../shared/sign-in.js';
import type { SignedOutState } from '../../../shared/signed-out.js';
import { signOutOfIdentityProvider, takeSignedOutState, useIdentityProvider } from './identity-provider';

/** The identity provider, when it is not Willow's own (whose pages say everything themselves). */
function useExternalProvider(): IdentityProvider | undefined {
  const provider = useIdentityProvider().data;
  return provider && !provider.builtIn ? provider : undefined;
}

/** Where "Start Your Journey" and "Log in" lead, when the issuer has no sign-up page of its own. */
export function SignInWhere() {
  const external = useExternalProvider();
  if (!external || external.signUpPage) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Both take you to the sign-in page at {external.name}. New there? Look on that page for a way to create an account.
    </p>
  );
}

/** What the last sign-out did (told once), with the way to end the identity provider's session too. */
export function SignedOutNotice() {
  const [state] = useState(takeSignedOutState);
  const provider = useExternalProvider();
  return state ? <SignedOutMessage state={state} provider={provider} /> : null;
}

function SignedOutMessage({ state, provider }: { state: SignedOutState; provider: IdentityProvider | undefined }) {
  const where = provider?.name ?? 'your identity provider';
  return (
    <div role="status" className="mt-6 w-full max-w-md space-y-3 rounded-lg border bg-card p-4 text-sm">
      {state === 'willow' && (
        <>
          <p>You have signed out of Willow. You are still signed in at {where}, so the next “Log in” may not ask for your password.</p>
          {provider?.signOut && (
            <Button variant="outline" onClick={signOutOfIdentityProvider}>
              Sign out of your identity provider too
            </Button>
          )}
        </>
      )}
      {state === 'identity-provider' && (
        <p>
          You have signed out of Willow, and {where} was asked to sign you out too. If the next “Log in” goes straight in without your
          password, sign out on {where}’s own page.
        </p>
      )}
      {state === 'identity-provider-expired' && (
        <p>You have signed out of Willow. It is too late to ask {where} to sign you out from here: sign out on its own page.</p>
      )}
    </div>
  );
}
