import { ArrowLeft, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A page whose feature is still being built: says so plainly and offers a way back. */
export function PlaceholderPage({ title, back = '/', backLabel = 'Back', children }: { title: string; back?: string; backLabel?: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col px-5 py-8">
      <Link
        href={back}
        className="inline-flex w-fit items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {backLabel}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <div className="mt-4 space-y-4">
        {children ?? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center">
            <Sprout className="h-8 w-8 text-primary" aria-hidden="true" />
            <p className="text-muted-foreground">This part of Willow is coming in a later update.</p>
          </div>
        )}
      </div>
    </main>
  );
}
