import { Sprout } from 'lucide-react';
import { PageShell } from '@/components/page-shell';

/** A page whose feature is still being built: says so plainly and offers a way back. */
export function PlaceholderPage({ title, back = '/', backLabel = 'Back' }: { title: string; back?: string; backLabel?: string }) {
  return (
    <PageShell title={title} back={back} backLabel={backLabel}>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center">
        <Sprout className="h-8 w-8 text-primary" aria-hidden="true" />
        <p className="text-muted-foreground">This part of Willow is coming in a later update.</p>
      </div>
    </PageShell>
  );
}
