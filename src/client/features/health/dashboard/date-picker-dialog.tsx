import { useState } from 'react';
import { addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { fromDay, toDay, today } from '../dates';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** 'Select Date': a month calendar with month navigation and 'Jump to today'; days after today cannot be picked. */
export function DatePickerDialog({
  date,
  open,
  onOpenChange,
  onSelect,
}: {
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (day: string) => void;
}) {
  const [month, setMonth] = useState(() => startOfMonth(fromDay(date)));
  const todayKey = today();
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month)), end: endOfWeek(endOfMonth(month)) });
  const pick = (day: string) => {
    onSelect(day);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setMonth(startOfMonth(fromDay(date)));
        onOpenChange(next);
      }}
      title="Select Date"
      className="max-w-sm!"
    >
      <div className="space-y-3">
        <div className="flex items-center justify-between">
          <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => setMonth(addMonths(month, -1))}>
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </Button>
          <span className="font-semibold" aria-live="polite">
            {format(month, 'MMMM yyyy')}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next month"
            onClick={() => setMonth(addMonths(month, 1))}
            disabled={toDay(startOfMonth(addMonths(month, 1))) > todayKey}
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
        <div className="grid grid-cols-7 gap-1 text-center text-xs text-muted-foreground" aria-hidden="true">
          {WEEKDAYS.map((d) => (
            <span key={d}>{d}</span>
          ))}
        </div>
        <div className="grid grid-cols-7 gap-1">
          {days.map((day) => {
            const key = toDay(day);
            const selected = key === date;
            return (
              <button
                key={key}
                type="button"
                onClick={() => pick(key)}
                disabled={key > todayKey}
                aria-pressed={selected}
                aria-label={format(day, 'EEEE, MMMM d, yyyy')}
                className={cn(
                  'flex aspect-square cursor-pointer items-center justify-center rounded-full text-sm tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-30',
                  selected && 'bg-primary font-bold text-primary-foreground',
                  !selected && 'hover:bg-accent',
                  !selected && key === todayKey && 'border border-primary font-semibold text-primary',
                  !selected && key !== todayKey && !isSameMonth(day, month) && 'text-muted-foreground/60',
                )}
              >
                {format(day, 'd')}
              </button>
            );
          })}
        </div>
        <Button variant="outline" className="w-full" onClick={() => pick(todayKey)}>
          Jump to today
        </Button>
      </div>
    </Dialog>
  );
}
