import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ChartLine, ChevronRight } from 'lucide-react';
import { BottomNav } from '@/components/bottom-nav';
import { HISTORY_PERIODS, isDay, type HistoryPeriod } from '../../../../shared/health.js';
import { CHECK_IN_PARAM, SUPPLEMENT_SLOT_NAMES, SUPPLEMENTS_PARAM, type SupplementSlot } from '../../../../shared/notifications.js';
import { useNotifications } from '@/lib/notifications';
import { useDay } from '../api/get-day';
import { HealthLoadError } from '../load-error';
import { notAfterToday, readSelectedDate, storeSelectedDate, today } from '../dates';
import { useFutureDayNotice } from '../future-day-notice';
import { NutritionCard } from '../nutrition/nutrition-card';
import { ScoreCard } from '../scores/score-card';
import { SleepCard } from '../sleep/sleep-card';
import { ENERGY, MOOD } from '../scores/score-kinds';
import { SupplementsCard } from '../supplements/supplements-card';
import { SymptomsCard } from '../symptoms/symptoms-card';
import { TrendsCard } from '../trends/trends-card';
import { DashboardHeader } from './dashboard-header';
import { DatePickerDialog } from './date-picker-dialog';

/** The `period` query parameter: 7, 28 or 90 days; 7 otherwise. */
export function periodFrom(search: string): HistoryPeriod {
  const value = Number(new URLSearchParams(search).get('period'));
  return (HISTORY_PERIODS as readonly number[]).includes(value) ? (value as HistoryPeriod) : 7;
}

/**
 * What a link asks the dashboard to open: a tapped reminder (`?checkin=mood` or
 * `?supplements=morning`, today), or a day (`?date=yyyy-MM-dd`, from the days behind an insight).
 */
export function reminderFrom(search: string): {
  checkIn: boolean;
  /** The morning reminder's 'Log last night's sleep' (`?checkin=sleep`). */
  sleep: boolean;
  slot: SupplementSlot | undefined;
  day: string | undefined;
  rest: string;
} {
  const params = new URLSearchParams(search);
  const checkIn = params.get(CHECK_IN_PARAM) === 'mood';
  const sleep = params.get(CHECK_IN_PARAM) === 'sleep';
  const slot = SUPPLEMENT_SLOT_NAMES.find((s) => s === params.get(SUPPLEMENTS_PARAM));
  const date = params.get(DATE_PARAM);
  const day = date && isDay(date) ? notAfterToday(date) : undefined;
  for (const key of [CHECK_IN_PARAM, SUPPLEMENTS_PARAM, DATE_PARAM]) params.delete(key);
  return { checkIn, sleep, slot, day, rest: params.toString() };
}
const DATE_PARAM = 'date';

/**
 * /dashboard: the selected day's six cards (mood, energy, sleep, symptoms, nutrition, supplements)
 * and the trend. A tapped reminder opens today with the mood log (or the sleep log, from the
 * morning reminder's action), or 'Log Supplements' holding what
 * the person usually takes at that time of day, ready to log as taken.
 */
export function DashboardPage() {
  const search = useSearch();
  useFutureDayNotice(search);
  const [reminder] = useState(() => reminderFrom(search));
  const reminded = reminder.checkIn || reminder.sleep || reminder.slot !== undefined;
  const opened = reminded ? today() : reminder.day;
  const [date, setDate] = useState(() => opened ?? readSelectedDate());
  const [picking, setPicking] = useState(false);
  const [, navigate] = useLocation();
  const period = periodFrom(search);
  const day = useDay(date);
  const usual = useNotifications(null, reminder.slot !== undefined);
  const remindedSupplements =
    reminder.slot && usual.data ? (usual.data.supplementGroups.find((g) => g.slot === reminder.slot)?.supplements ?? []) : undefined;

  // Once opened, the reminder or day leaves the address (the day stays selected), so a reload shows the plain dashboard.
  useEffect(() => {
    if (!opened) return;
    storeSelectedDate(opened);
    navigate(`/dashboard${reminder.rest ? `?${reminder.rest}` : ''}`, { replace: true });
  }, [opened, reminder.rest, navigate]);

  const changeDate = (next: string) => {
    storeSelectedDate(next);
    setDate(next);
  };
  const changePeriod = (next: HistoryPeriod) => navigate(`/dashboard?period=${next}`, { replace: true });

  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto w-full max-w-2xl flex-1 space-y-4 px-4 pt-2 lg:max-w-6xl">
        <DashboardHeader date={date} onDateChange={changeDate} onPickDate={() => setPicking(true)} />
        {day.isPending ? (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading health data">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} data-testid="card-skeleton" className="h-24 animate-pulse rounded-2xl border border-border bg-card" />
            ))}
          </div>
        ) : day.isError ? (
          <HealthLoadError onRetry={() => void day.refetch()} />
        ) : (
          // From 1024 px the cards take two columns instead of one long one.
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
            <ScoreCard kind={MOOD} date={date} day={day.data.mood} startLogging={reminder.checkIn} />
            <ScoreCard kind={ENERGY} date={date} day={day.data.energy} />
            <SleepCard date={date} night={day.data.sleep} startLogging={reminder.sleep} />
            <SymptomsCard date={date} symptoms={day.data.symptoms} period={period} onPeriodChange={changePeriod} />
            <NutritionCard date={date} meals={day.data.nutrition} />
            <SupplementsCard
              key={remindedSupplements ? 'reminded' : 'plain'}
              date={date}
              supplements={day.data.supplements}
              reminded={remindedSupplements}
            />
            <TrendsCard date={date} period={period} />
            <Link
              href="/insights"
              className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4 font-semibold shadow-sm hover:bg-accent lg:col-span-2"
            >
              <ChartLine className="h-5 w-5 text-primary" aria-hidden="true" />
              <span className="flex-1">Insights, patterns and a report for your doctor</span>
              <ChevronRight className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
            </Link>
          </div>
        )}
      </main>
      <BottomNav active="dashboard" />
      <DatePickerDialog date={date} open={picking} onOpenChange={setPicking} onSelect={changeDate} />
    </div>
  );
}
