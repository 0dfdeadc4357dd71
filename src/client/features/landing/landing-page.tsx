import { lazy, Suspense } from 'react';
import { Logo } from '@/components/logo';
import { Orb } from '@/components/orb';
import { Button } from '@/components/ui/button';
import { signIn } from '@/lib/auth';
import { MINIMUM_AGE, PROMISE, TAGLINE } from '../../../shared/brand.js';

// What an external identity provider changes on this page loads after it: most servers sign
// people in themselves, and the first screen stays light.
const notes = () => import('./identity-provider-notes');
const SignedOutNotice = lazy(() => notes().then((module) => ({ default: module.SignedOutNotice })));
const SignInWhere = lazy(() => notes().then((module) => ({ default: module.SignInWhere })));

/** The landing page (/ signed out, /landing signed in): sign-up and sign-in are full-page navigations. */
export function LandingPage() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col items-center justify-between px-6 py-8 text-center sm:py-10">
      <Logo />
      <Suspense fallback={null}>
        <SignedOutNotice />
      </Suspense>
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
        <Suspense fallback={null}>
          <SignInWhere />
        </Suspense>
        <p className="mt-2 text-xs text-muted-foreground">A wellness companion, not medical care. For ages {MINIMUM_AGE} and up.</p>
      </div>
    </main>
  );
}
