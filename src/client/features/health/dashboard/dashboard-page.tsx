import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BottomNav } from '@/components/bottom-nav';
import { HISTORY_PERIODS, type HistoryPeriod } from '../../../../shared/health.js';
import { CHECK_IN_PARAM, SUPPLEMENT_SLOT_NAMES, SUPPLEMENTS_PARAM, type SupplementSlot } from '../../../../shared/notifications.js';
import { useNotifications } from '../../notifications/api/get-notifications';
import { useDay } from '../api/get-day';
import { HealthLoadError } from '../load-error';
import { readSelectedDate, storeSelectedDate, today } from '../dates';
import { NutritionCard } from '../nutrition/nutrition-card';
import { ScoreCard } from '../scores/score-card';
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

/** What a tapped reminder asks the dashboard to open: `?checkin=mood` or `?supplements=morning`. */
export function reminderFrom(search: string): { checkIn: boolean; slot: SupplementSlot | undefined; rest: string } {
  const params = new URLSearchParams(search);
  const checkIn = params.get(CHECK_IN_PARAM) === 'mood';
  const slot = SUPPLEMENT_SLOT_NAMES.find((s) => s === params.get(SUPPLEMENTS_PARAM));
  params.delete(CHECK_IN_PARAM);
  params.delete(SUPPLEMENTS_PARAM);
  return { checkIn, slot, rest: params.toString() };
}

/**
 * /dashboard: the selected day's five cards (mood, energy, symptoms, nutrition, supplements) and
 * the trend. A tapped reminder opens today with the mood log, or 'Log Supplements' holding what
 * the person usually takes at that time of day, ready to log as taken.
 */
export function DashboardPage() {
  const search = useSearch();
  const [reminder] = useState(() => reminderFrom(search));
  const reminded = reminder.checkIn || reminder.slot !== undefined;
  const [date, setDate] = useState(() => (reminded ? today() : readSelectedDate()));
  const [picking, setPicking] = useState(false);
  const [, navigate] = useLocation();
  const period = periodFrom(search);
  const day = useDay(date);
  const usual = useNotifications(null, reminder.slot !== undefined);
  const remindedSupplements = reminder.slot && usual.data ? (usual.data.supplementGroups.find((g) => g.slot === reminder.slot)?.supplements ?? []) : undefined;

  // Once opened, the reminder leaves the address, so a reload shows the plain dashboard.
  useEffect(() => {
    if (!reminded) return;
    storeSelectedDate(today());
    navigate(`/dashboard${reminder.rest ? `?${reminder.rest}` : ''}`, { replace: true });
  }, [reminded, reminder.rest, navigate]);

  const changeDate = (next: string) => {
    storeSelectedDate(next);
    setDate(next);
  };
  const changePeriod = (next: HistoryPeriod) => navigate(`/dashboard?period=${next}`, { replace: true });

  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto w-full max-w-2xl flex-1 space-y-4 px-4 pt-2">
        <DashboardHeader date={date} onDateChange={changeDate} onPickDate={() => setPicking(true)} />
        {day.isPending ? (
          <div className="space-y-4" aria-busy="true" aria-label="Loading health data">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} data-testid="card-skeleton" className="h-24 animate-pulse rounded-2xl border border-border bg-card" />
            ))}
          </div>
        ) : day.isError ? (
          <HealthLoadError onRetry={() => day.refetch()} />
        ) : (
          <>
            <ScoreCard kind={MOOD} date={date} day={day.data.mood} startLogging={reminder.checkIn} />
            <ScoreCard kind={ENERGY} date={date} day={day.data.energy} />
            <SymptomsCard date={date} symptoms={day.data.symptoms} period={period} onPeriodChange={changePeriod} />
            <NutritionCard date={date} meals={day.data.nutrition} />
            <SupplementsCard
              key={remindedSupplements ? 'reminded' : 'plain'}
              date={date}
              supplements={day.data.supplements}
              reminded={remindedSupplements}
            />
            <TrendsCard date={date} period={period} />
          </>
        )}
      </main>
      <BottomNav active="dashboard" />
      <DatePickerDialog date={date} open={picking} onOpenChange={setPicking} onSelect={changeDate} />
    </div>
  );
}
