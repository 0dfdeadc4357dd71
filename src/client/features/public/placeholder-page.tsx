import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A page whose feature is still being built: says so plainly and offers a way back. */
export function PlaceholderPage({ title, back = '/', children }: { title: string; back?: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-5 py-8">
      <Link href={back} className="inline-flex w-fit items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-muted-foreground hover:bg-accent">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <div className="mt-4 space-y-4">{children ?? <p className="text-muted-foreground">This part of Willow is coming in a later update.</p>}</div>
    </main>
  );
}
