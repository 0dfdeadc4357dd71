import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The card every onboarding step sits in, with its step dots and Back link. */
export function OnboardingFrame({ step, back, title, subtitle, children }: { step: number; back?: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col px-5 py-8">
      <div className="mb-6 flex items-center justify-between">
        {back ? (
          <Link href={back} className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-muted-foreground hover:bg-accent">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
          </Link>
        ) : (
          <span />
        )}
        <ol className="flex gap-1.5" aria-label={`Step ${step} of 4`}>
          {[1, 2, 3, 4].map((n) => (
            <li key={n} className={`h-1.5 w-8 rounded-full ${n <= step ? 'bg-primary' : 'bg-border'}`} />
          ))}
        </ol>
      </div>
      <h1 className="text-2xl font-bold">{title}</h1>
      {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
      <div className="mt-6 flex-1">{children}</div>
    </main>
  );
}
