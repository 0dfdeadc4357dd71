import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BottomNav } from '@/components/bottom-nav';
import { HISTORY_PERIODS, type HistoryPeriod } from '../../../../shared/health.js';
import { useDay } from '../api/get-day';
import { HealthLoadError } from '../load-error';
import { readSelectedDate, storeSelectedDate } from '../dates';
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

/** /dashboard: the selected day's five cards (mood, energy, symptoms, nutrition, supplements) and the trend. */
export function DashboardPage() {
  const [date, setDate] = useState(readSelectedDate);
  const [picking, setPicking] = useState(false);
  const search = useSearch();
  const [, navigate] = useLocation();
  const period = periodFrom(search);
  const day = useDay(date);

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
            <ScoreCard kind={MOOD} date={date} day={day.data.mood} />
            <ScoreCard kind={ENERGY} date={date} day={day.data.energy} />
            <SymptomsCard date={date} symptoms={day.data.symptoms} period={period} onPeriodChange={changePeriod} />
            <NutritionCard date={date} meals={day.data.nutrition} />
            <SupplementsCard date={date} supplements={day.data.supplements} />
            <TrendsCard date={date} period={period} />
          </>
        )}
      </main>
      <BottomNav active="dashboard" />
      <DatePickerDialog date={date} open={picking} onOpenChange={setPicking} onSelect={changeDate} />
    </div>
  );
}
