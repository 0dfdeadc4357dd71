import { useState } from 'react';
import { Moon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { SleepEntry } from '../../../../shared/health.js';
import { SLEEP_QUALITY_LABELS, hoursText } from '../../../../shared/sleep.js';
import { AddButton, CardIcon } from '../card-parts';
import { SleepDialog } from './sleep-dialog';

/** The night in a line: '6 h 30 min · Poor · woke 3 times'. */
export function nightLine(night: SleepEntry): string {
  return [
    night.hours !== null ? hoursText(night.hours) : null,
    night.bedtime ? `${night.bedtime}–${night.wakeTime}` : null,
    night.quality !== null ? SLEEP_QUALITY_LABELS[night.quality - 1] : null,
    night.wakings === null
      ? null
      : night.wakings === 0
        ? 'slept through'
        : `woke ${night.wakings === 1 ? 'once' : `${night.wakings} times`}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The sleep card: the night before the selected day; its '+' logs it, or edits it once logged (a
 * day has one night). `startLogging` opens the log at once (the morning reminder's 'Log sleep').
 */
export function SleepCard({ date, night, startLogging = false }: { date: string; night: SleepEntry | null; startLogging?: boolean }) {
  const [open, setOpen] = useState(startLogging);
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 p-4">
        <button type="button" className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 text-left" onClick={() => setOpen(true)}>
          <CardIcon icon={Moon} className="bg-indigo-500" />
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-bold">Sleep</span>
            <span className="block text-sm text-muted-foreground" data-testid="sleep-summary">
              {night ? nightLine(night) : 'Not logged yet'}
            </span>
          </span>
        </button>
        <AddButton label={night ? 'Edit sleep' : 'Log sleep'} onClick={() => setOpen(true)} />
      </div>
      <SleepDialog date={date} entry={night} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
