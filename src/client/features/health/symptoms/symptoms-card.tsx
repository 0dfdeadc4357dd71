import { useState } from 'react';
import { useLocation } from 'wouter';
import { Activity, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { HISTORY_PERIODS, PERIOD_LABELS, type HistoryPeriod, type SymptomEntry } from '../../../../shared/health.js';
import { SYMPTOMS_CARD_ROWS } from '../card-sizes';
import { AddButton, CardIcon } from '../card-parts';
import { severityDotClass, severityLabel } from './severity';
import { SymptomGrid } from './symptom-grid';
import { QuickSymptomForm } from './quick-symptom-form';
import { SymptomsDialog } from './symptoms-dialog';

/** The day's symptoms, each once at its highest intensity, most recently logged first. */
export function symptomsOfDay(entries: SymptomEntry[]) {
  const byName = new Map<string, { name: string; intensity: number; lastLogged: string }>();
  for (const entry of entries) {
    const key = entry.name.toLowerCase();
    const seen = byName.get(key);
    byName.set(key, {
      name: entry.name,
      intensity: Math.max(seen?.intensity ?? 0, entry.intensity),
      lastLogged: seen && seen.lastLogged > entry.lastLogged ? seen.lastLogged : entry.lastLogged,
    });
  }
  return [...byName.values()].sort((a, b) => b.lastLogged.localeCompare(a.lastLogged));
}

interface SymptomsCardProps {
  date: string;
  symptoms: SymptomEntry[];
  period: HistoryPeriod;
  onPeriodChange: (period: HistoryPeriod) => void;
}

export function SymptomsCard({ date, symptoms, period, onPeriodChange }: SymptomsCardProps) {
  const [, navigate] = useLocation();
  const [showAll, setShowAll] = useState(false);
  const [dialog, setDialog] = useState(false);
  const list = symptomsOfDay(symptoms);
  const shown = showAll ? list : list.slice(0, SYMPTOMS_CARD_ROWS);

  return (
    <Card>
      <div className="flex items-center gap-3 p-4 pb-2">
        <CardIcon icon={Activity} className="bg-rose-500" />
        <h2 className="flex-1 text-lg font-bold">Symptoms</h2>
        <AddButton label="Log symptoms" onClick={() => setDialog(true)} />
      </div>

      <div className="space-y-4 px-4 pb-4">
        {list.length === 0 ? (
          <p className="py-1 text-sm text-muted-foreground">No symptoms logged for this day</p>
        ) : (
          <ul className="space-y-1.5" aria-label="Symptoms of the day">
            {shown.map((s) => (
              <li key={s.name.toLowerCase()} className="flex items-center gap-2.5">
                <span className={cn('h-3 w-3 shrink-0 rounded-full', severityDotClass(s.intensity))} aria-hidden="true" />
                <span className="min-w-0 flex-1 font-medium">{s.name}</span>
                <span className="shrink-0 text-sm whitespace-nowrap text-muted-foreground">
                  {severityLabel(s.intensity)} ({s.intensity})
                </span>
              </li>
            ))}
          </ul>
        )}
        {list.length > SYMPTOMS_CARD_ROWS && (
          <button
            type="button"
            className="cursor-pointer text-sm font-semibold text-primary hover:underline"
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? 'show less' : `show all (${list.length})`}
          </button>
        )}

        <QuickSymptomForm date={date} />

        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-muted-foreground">History</h3>
            <div role="radiogroup" aria-label="History period" className="flex rounded-full bg-muted p-0.5">
              {HISTORY_PERIODS.map((days) => (
                <button
                  key={days}
                  type="button"
                  role="radio"
                  aria-checked={period === days}
                  onClick={() => onPeriodChange(days)}
                  className={cn(
                    'cursor-pointer rounded-full px-3 py-1 text-xs font-semibold transition-colors',
                    period === days ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {PERIOD_LABELS[days]}
                </button>
              ))}
            </div>
          </div>
          <SymptomGrid date={date} period={period} />
        </div>
        <Button variant="outline" className="w-full" onClick={() => navigate(`/symptoms?date=${date}&period=${period}`)}>
          Symptoms <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <SymptomsDialog date={date} open={dialog} onOpenChange={setDialog} />
    </Card>
  );
}
