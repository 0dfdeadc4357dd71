import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';

interface PageShellProps {
  title: string;
  /** Where the back link goes, and what it says. */
  back?: string;
  backLabel?: string;
  description?: ReactNode;
  /** Content at the right of the title row (a badge, a button). */
  aside?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** A page with a back link, a title and its content: the public, legal and settings pages share it. */
export function PageShell({ title, back = '/', backLabel = 'Back', description, aside, width = 'narrow', children }: PageShellProps) {
  return (
    <main
      className={cn(
        'mx-auto flex min-h-dvh w-full flex-col px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))] sm:px-6',
        width === 'wide' ? 'max-w-5xl' : 'max-w-2xl',
      )}
    >
      <Link
        href={back}
        className="-ml-2 inline-flex w-fit items-center gap-1 rounded-full px-2 py-1.5 text-sm font-semibold text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {backLabel}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      <div className="mt-6 flex-1 space-y-6">{children}</div>
    </main>
  );
}
