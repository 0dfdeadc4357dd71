import { ChevronDown, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { buttonVariants } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { ROADMAP, type RoadmapFeature } from './roadmap';

/** /coming-soon (public): the roadmap; tapping a feature expands it. */
export function RoadmapPage() {
  // The page is public: signed out there is no chat to go back to.
  const { user } = useUser();
  const back = user ? { href: '/chat', label: 'Back to Chat' } : { href: '/', label: 'Back to Home' };
  return (
    <PageShell
      title="Coming Soon"
      back={back.href}
      backLabel={back.label}
      description="What we are building next for Willow, and what has already arrived. Tap a feature to read more."
    >
      {ROADMAP.map((category) => (
        <section key={category.name} aria-labelledby={`cat-${slug(category.name)}`} className="space-y-2">
          <h2 id={`cat-${slug(category.name)}`} className="text-sm font-bold uppercase tracking-wide text-muted-foreground">
            {category.name}
          </h2>
          <ul className="space-y-2">
            {category.features.map((feature) => (
              <li key={feature.title}>
                <FeatureItem feature={feature} signedIn={!!user} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link href={back.href} className={buttonVariants({ variant: 'outline' })}>
          {back.label}
        </Link>
        <Link href="/pricing" className={buttonVariants()}>
          Continue Your Journey
        </Link>
      </div>
    </PageShell>
  );
}

function FeatureItem({ feature, signedIn }: { feature: RoadmapFeature; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const id = `feature-${slug(feature.title)}`;
  return (
    <div className="rounded-2xl border border-border bg-card">
      <button
        type="button"
        className="flex w-full cursor-pointer items-start gap-3 rounded-2xl p-4 text-left hover:bg-accent/50"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">{feature.title}</span>
            {feature.available && (
              <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">Available now</span>
            )}
          </span>
          <span className="block text-sm text-muted-foreground">{feature.summary}</span>
        </span>
        <ChevronDown
          className={cn('mt-0.5 h-5 w-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={id} hidden={!open} className="px-4 pb-4 pl-12 text-sm leading-relaxed">
        <p>{feature.details}</p>
        {feature.available && signedIn && (
          <Link href={feature.available.href} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'mt-3')}>
            {feature.available.label}
          </Link>
        )}
      </div>
    </div>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
