import { useState } from 'react';
import { Logo } from '@/components/logo';
import { Orb } from '@/components/orb';
import { Button } from '@/components/ui/button';
import { signIn } from '@/lib/auth';
import { MINIMUM_AGE, PROMISE, TAGLINE } from '../../../shared/brand.js';
import type { IdentityProvider, SignedOutState } from '../../../shared/sign-in.js';
import { signOutOfIdentityProvider, takeSignedOutState, useIdentityProvider } from './identity-provider';

/** The landing page (/ signed out, /landing signed in): sign-up and sign-in are full-page navigations. */
export function LandingPage() {
  const [signedOut] = useState(takeSignedOutState);
  const provider = useIdentityProvider().data;
  const external = provider && !provider.builtIn ? provider : undefined;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col items-center justify-between px-6 py-8 text-center sm:py-10">
      <Logo />
      {signedOut && <SignedOutNotice state={signedOut} provider={external} />}
      <div className="flex flex-col items-center gap-8 py-6">
        <Orb size={200} />
        <div className="max-w-md space-y-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TAGLINE}</h1>
          <p className="text-lg text-muted-foreground">{PROMISE}</p>
        </div>
      </div>
      <div className="flex w-full max-w-xs flex-col gap-3">
        <Button size="lg" onClick={() => signIn('signup')}>
          Start Your Journey
        </Button>
        <Button size="lg" variant="outline" onClick={() => signIn('login')}>
          Log in
        </Button>
        {external && !external.signUpPage && (
          <p className="text-sm text-muted-foreground">
            Both take you to the sign-in page at {external.name}. New there? Look on that page for a way to create an account.
          </p>
        )}
        <p className="mt-2 text-xs text-muted-foreground">A wellness companion, not medical care. For ages {MINIMUM_AGE} and up.</p>
      </div>
    </main>
  );
}

function SignedOutNotice({ state, provider }: { state: SignedOutState; provider: IdentityProvider | undefined }) {
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
