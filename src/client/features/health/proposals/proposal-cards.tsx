import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Activity, AlertCircle, Battery, Check, Moon, Pill, Smile, Utensils, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import type { ProposalCard, ProposalStateBody } from '../../../../shared/chat.js';
import type { EntryKind, EntryProposal } from '../../../../shared/proposals.js';
import { invalidateHealth } from '@/lib/health-cache';
import { saveProposal } from '../api/save-proposal';
import { MealPreview } from './meal-preview';
import { proposalLines, proposalTitle, proposalWhen } from './proposal-summary';

/** The log dialogs (and the food search behind the meal one) load only when Edit is tapped. */
const ProposalEditDialog = lazy(() => import('./proposal-edit-dialog'));

const ICONS: Record<EntryKind, { icon: LucideIcon; className: string }> = {
  mood: { icon: Smile, className: 'bg-violet-500' },
  energy: { icon: Battery, className: 'bg-amber-500' },
  symptom: { icon: Activity, className: 'bg-rose-500' },
  meal: { icon: Utensils, className: 'bg-emerald-600' },
  supplement: { icon: Pill, className: 'bg-teal-600' },
  sleep: { icon: Moon, className: 'bg-indigo-500' },
};

export interface ProposalCardsProps {
  cards: ProposalCard[];
  /** Marks a card saved (with the entry made) or dismissed, on the server. */
  mark: (id: string, body: ProposalStateBody) => Promise<unknown>;
}

/** Entries Willow proposed under a reply: each shows exactly what Save will log, and nothing is saved without a tap. */
export function ProposalCards({ cards, mark }: ProposalCardsProps) {
  return (
    <ul aria-label="Entries to log" className="ml-9 flex max-w-[85%] flex-col gap-2">
      {cards.map((card) => (
        <li key={card.id}>
          <ProposalCardView card={card} mark={mark} />
        </li>
      ))}
    </ul>
  );
}

function ProposalCardView({ card, mark }: { card: ProposalCard; mark: ProposalCardsProps['mark'] }) {
  const queryClient = useQueryClient();
  /** The card's proposal as the person changed it in place (a meal's foods and amounts) before Save. */
  const [proposal, setProposal] = useState<EntryProposal>(card.proposal);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  /** An entry saved whose card could not be marked yet: trying again marks it, never saves twice. */
  const [unmarked, setUnmarked] = useState<string | null>(null);
  const { icon: Icon, className: iconClass } = ICONS[proposal.kind];
  const title = proposalTitle(proposal);
  const headingId = `proposal-${card.id}`;

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (cause) {
      console.error(cause);
      setError(refusalMessage(cause, failure));
    } finally {
      setBusy(false);
    }
  };
  const markSaved = async (entryId: string) => {
    setUnmarked(entryId);
    await mark(card.id, { state: 'saved', entryId });
    setUnmarked(null);
  };
  const save = () =>
    run(async () => {
      const entryId = unmarked ?? (await saveProposal(proposal)).id;
      void invalidateHealth(queryClient);
      await markSaved(entryId);
    }, 'This entry could not be saved. Please try again.');
  const dismiss = () =>
    run(() => mark(card.id, { state: 'dismissed' }).then(() => undefined), 'This card could not be dismissed. Please try again.');
  const savedFromDialog = (entryId: string) => {
    setEditing(false);
    void run(() => markSaved(entryId), 'Your entry was saved, but this card could not be updated. Tap Save to try again.');
  };

  return (
    <article
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-border bg-card p-3 shadow-sm', card.state === 'dismissed' && 'opacity-70')}
    >
      <header className="flex items-start gap-3">
        <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-white', iconClass)} aria-hidden="true">
          <Icon className="h-4 w-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold leading-tight">
            {title}
          </h3>
          <p className="text-xs text-muted-foreground">{proposalWhen(proposal)}</p>
        </div>
      </header>

      <ul className="mt-2 space-y-0.5 text-sm [overflow-wrap:anywhere]">
        {proposalLines(proposal).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {proposal.kind === 'meal' && (
        <MealPreview
          proposal={proposal}
          onChange={card.state === 'proposed' ? setProposal : undefined}
          disabled={busy || unmarked !== null}
        />
      )}

      {error && (
        <p role="alert" className="mt-2 flex gap-1.5 text-sm text-destructive">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}

      {card.state === 'proposed' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void save()} disabled={busy} aria-label={`Save ${title.toLowerCase()}`}>
            Save
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            disabled={busy || unmarked !== null}
            aria-haspopup="dialog"
            aria-label={`Edit ${title.toLowerCase()}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void dismiss()}
            disabled={busy || unmarked !== null}
            aria-label={`Dismiss ${title.toLowerCase()}`}
          >
            Dismiss
          </Button>
        </div>
      )}
      {card.state === 'saved' && (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm">
          <span className="flex items-center gap-1 font-medium text-primary">
            <Check className="h-4 w-4" aria-hidden="true" /> Saved
          </span>
          <Link href={`/dashboard?date=${proposal.date}`} className="text-primary underline underline-offset-4">
            See it on the dashboard
          </Link>
        </p>
      )}
      {card.state === 'dismissed' && <p className="mt-2 text-sm text-muted-foreground">Dismissed: nothing was saved.</p>}

      {editing && (
        <Suspense fallback={null}>
          <ProposalEditDialog proposal={proposal} onSaved={savedFromDialog} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </article>
  );
}
