import { format } from 'date-fns';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { useShell } from '@/lib/shell';
import { fromDay, today } from '../dates';
import { addDays } from '../../../../shared/days.js';

/** 'Today, November 22' for today, otherwise the full date. */
export const headerTitle = (date: string) =>
  date === today() ? `Today, ${format(fromDay(date), 'MMMM d')}` : format(fromDay(date), 'EEEE, MMMM d, yyyy');

/** The avatar's letters: the first two of the e-mail in upper case, else the name's initials, else 'ME'. */
export function avatarLetters(email: string | null | undefined, firstName?: string | null, lastName?: string | null) {
  const fromEmail = (email ?? '').replace(/[^a-z0-9]/gi, '').slice(0, 2);
  if (fromEmail) return fromEmail.toUpperCase();
  const initials = `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`;
  return initials ? initials.toUpperCase() : 'ME';
}

export function DashboardHeader({
  date,
  onDateChange,
  onPickDate,
}: {
  date: string;
  onDateChange: (day: string) => void;
  onPickDate: () => void;
}) {
  const { user } = useUser();
  const { openDrawer } = useShell();
  const isToday = date === today();
  return (
    <header className="flex items-center gap-1 pt-[max(0.5rem,env(safe-area-inset-top))]">
      <Button variant="ghost" size="icon" className="h-9! w-9!" aria-label="Previous day" onClick={() => onDateChange(addDays(date, -1))}>
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </Button>
      <button
        type="button"
        onClick={onPickDate}
        aria-haspopup="dialog"
        aria-label={`${headerTitle(date)}. Choose another date`}
        className="flex min-w-0 flex-1 cursor-pointer items-center justify-center gap-2 rounded-full px-1 py-2 hover:bg-accent"
      >
        <CalendarDays className="hidden h-5 w-5 shrink-0 text-primary sm:block" aria-hidden="true" />
        <h1 className="truncate text-lg font-bold sm:text-xl">{headerTitle(date)}</h1>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="h-9! w-9!"
        aria-label="Next day"
        onClick={() => onDateChange(addDays(date, 1))}
        disabled={isToday}
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </Button>
      <button
        type="button"
        onClick={openDrawer}
        className="ml-1 flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
      >
        {avatarLetters(user?.email, user?.firstName, user?.lastName)}
        <span className="sr-only">, open menu</span>
      </button>
    </header>
  );
}
