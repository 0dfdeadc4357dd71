import { FileText } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { daysInRange } from '../../../../shared/days.js';
import { HealthLoadError } from '../load-error';
import { useInsights } from './api/get-insights';
import { AdherenceChart } from './charts/adherence-chart';
import { MoodEnergyChart } from './charts/mood-energy-chart';
import { NutritionChart } from './charts/nutrition-chart';
import { SleepChart } from './charts/sleep-chart';
import { SymptomFrequencyChart, SymptomIntensityChart } from './charts/symptoms-chart';
import { PatternsCard } from './patterns-card';
import { useFutureDayNotice } from '../future-day-notice';
import { RANGE_DAY_KEYS, longDate, rangeFromSearch, rangeSearch } from './range';
import { RangePicker } from './range-picker';

/**
 * /insights (?days=7|28|90 or ?from=&to=): charts of mood and energy, sleep, symptoms, nutrition and
 * supplement adherence over a range, the patterns in it, and the report for the doctor.
 */
export function InsightsPage() {
  const search = useSearch();
  useFutureDayNotice(search, RANGE_DAY_KEYS);
  const [, navigate] = useLocation();
  const range = rangeFromSearch(search);
  const insights = useInsights(range.from, range.to);

  return (
    <PageShell
      title="Insights"
      back="/dashboard"
      backLabel="Dashboard"
      width="wide"
      description={`${longDate(range.from)} to ${longDate(range.to)}`}
      aside={
        <Link
          href={`/insights/report?${rangeSearch(range)}`}
          className="inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90"
        >
          <FileText className="h-4 w-4" aria-hidden="true" /> Report for my doctor
        </Link>
      }
    >
      <RangePicker
        key={rangeSearch(range)}
        range={range}
        onChange={(next) => navigate(`/insights?${rangeSearch(next)}`, { replace: true })}
      />
      {insights.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading insights">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-64 animate-pulse rounded-2xl border border-border bg-card" />
          ))}
        </div>
      ) : insights.isError ? (
        <HealthLoadError onRetry={() => void insights.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {insights.data.trackedDays} of {daysInRange(insights.data.from, insights.data.to)} days have entries.
          </p>
          <div className={insights.isPlaceholderData ? 'grid gap-4 opacity-60 lg:grid-cols-2' : 'grid gap-4 lg:grid-cols-2'}>
            <MoodEnergyChart insights={insights.data} />
            <SleepChart from={insights.data.from} to={insights.data.to} />
            <SymptomFrequencyChart insights={insights.data} />
            <SymptomIntensityChart insights={insights.data} />
            <NutritionChart insights={insights.data} />
            <AdherenceChart insights={insights.data} />
            <PatternsCard
              patterns={insights.data.patterns}
              search={insights.data.patternSearch}
              rangeDays={daysInRange(insights.data.from, insights.data.to)}
            />
          </div>
        </>
      )}
    </PageShell>
  );
}
