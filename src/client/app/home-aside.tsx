import { format } from 'date-fns';
import { Link } from 'wouter';
import { MessageSquareText } from 'lucide-react';
import { useConversations } from '@/features/chat/api/get-conversations';
import { useDay } from '@/features/health/api/get-day';
import type { DayRecord } from '../../shared/health.js';

const CARD = 'rounded-2xl border border-border bg-card p-4 text-left shadow-sm';
const LINK = 'inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline';

/** A score's average ('4/5'), or that it is not logged yet. */
const scoreText = (average: number | null) => (average === null ? 'Not logged yet' : `${average}/5`);

/** The day in a few lines: mood, energy, and how many symptoms, meals and supplements. */
export function todayLines(day: DayRecord): [string, string][] {
  const taken = day.supplements.filter((s) => s.taken).length;
  const count = (n: number, one: string, many: string) => (n === 0 ? 'None yet' : `${n} ${n === 1 ? one : many}`);
  return [
    ['Mood', scoreText(day.mood.average)],
    ['Energy', scoreText(day.energy.average)],
    ['Symptoms', count(day.symptoms.length, 'symptom', 'symptoms')],
    ['Meals', count(day.nutrition.length, 'meal', 'meals')],
    ['Supplements', count(taken, 'taken', 'taken')],
  ];
}

/**
 * Beside the orb beyond a phone's width: what a person looks for on arrival, today's summary and
 * the last conversation, each a tap from the full screen. Composed here in app/ from the health and
 * chat features; home loads it lazily.
 */
export default function HomeAside() {
  // Today as the dashboard names it (health/dates.ts), without loading the shared schemas here.
  const day = useDay(format(new Date(), 'yyyy-MM-dd'));
  const conversations = useConversations();
  const last = conversations.data?.[0];
  return (
    <aside aria-label="Today and your last conversation" className="w-full max-w-sm space-y-4">
      <section aria-labelledby="home-today" className={CARD}>
        <h2 id="home-today" className="mb-2 font-bold">
          Today
        </h2>
        {day.data ? (
          <dl className="space-y-1 text-sm">
            {todayLines(day.data).map(([term, value]) => (
              <div key={term} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="text-right font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{day.isError ? 'Today could not be loaded.' : 'Loading today...'}</p>
        )}
        <Link href="/dashboard" className={`${LINK} mt-3`}>
          Open the dashboard
        </Link>
      </section>
      <section aria-labelledby="home-last-conversation" className={CARD}>
        <h2 id="home-last-conversation" className="mb-2 font-bold">
          Last conversation
        </h2>
        {last ? (
          <Link href={`/chat/${last.id}`} className="flex items-start gap-3 rounded-xl p-1 hover:bg-accent">
            <MessageSquareText className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 font-medium" title={last.title}>
                {last.title}
              </span>
              <span className="block text-xs text-muted-foreground">{format(new Date(last.createdAt), 'MMM d, yyyy')} · Continue</span>
            </span>
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">
            {conversations.isPending ? 'Loading...' : 'No conversations yet: talk or type to begin one.'}
          </p>
        )}
      </section>
    </aside>
  );
}
