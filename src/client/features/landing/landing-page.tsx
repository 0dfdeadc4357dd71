import { Orb } from '@/components/orb';
import { Button } from '@/components/ui/button';
import { signIn } from '@/lib/auth';
import { APP_NAME, PROMISE, TAGLINE } from '../../../shared/brand.js';

export function LandingPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-between px-6 py-10 text-center">
      <div className="flex items-center gap-2 text-lg font-bold">
        <span className="h-3 w-3 rounded-full bg-primary" aria-hidden="true" />
        {APP_NAME}
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-primary">beta</span>
      </div>
      <div className="flex flex-col items-center gap-8">
        <Orb size={200} />
        <div className="max-w-md space-y-3">
          <h1 className="text-3xl font-bold sm:text-4xl">{TAGLINE}</h1>
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
        <p className="mt-2 text-xs text-muted-foreground">A wellness companion, not medical care. For ages 16 and up.</p>
      </div>
    </main>
  );
}
