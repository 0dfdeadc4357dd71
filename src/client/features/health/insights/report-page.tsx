import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Download, Loader2, Printer } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUser } from '@/lib/auth';
import { showServerIssues } from '@/lib/server-issues';
import {
  REPORT_NOTES_MAX,
  REPORT_PAPERS,
  averageScore,
  describePattern,
  noPatternsText,
  patternMethodText,
  percent,
  sleepSummaryText,
  reportBodySchema,
  type Insights,
} from '../../../../shared/insights.js';
import { daysInRange } from '../../../../shared/days.js';
import { HealthLoadError } from '../load-error';
import { today } from '../dates';
import { downloadReport } from './api/download-report';
import { useInsights } from './api/get-insights';
import { COLORS } from './charts/colors';
import { useFutureDayNotice } from '../future-day-notice';
import { RANGE_DAY_KEYS, longDate, rangeFromSearch, rangeSearch } from './range';
import { DayBars, ScoreLines } from './report-charts';

type Paper = (typeof REPORT_PAPERS)[number];
/** What the person chooses for the PDF, with the rules of POST /api/insights/report; the range comes from the URL. */
const reportFormSchema = z.object({ notes: reportBodySchema.shape.notes, paper: reportBodySchema.shape.paper }).required();
type ReportForm = { notes: string; paper: Paper };
const FIELDS = ['notes', 'paper'] as const;
/** Letter where people print on it (the US and Canada, and a few others), A4 elsewhere. */
const defaultPaper = (): Paper => (/^en-(US|CA)|^es-(MX|US)|^fil|-PH$/.test(navigator.language) ? 'letter' : 'a4');

/**
 * /insights/report (?days= or ?from=&to=): the report for the doctor, one or two pages, ready to
 * print from the browser or to download as a PDF made on the server with the same content.
 */
export function ReportPage() {
  const search = useSearch();
  useFutureDayNotice(search, RANGE_DAY_KEYS);
  const range = rangeFromSearch(search);
  const insights = useInsights(range.from, range.to);
  const { user } = useUser();
  const form = useForm<ReportForm>({ resolver: zodResolver(reportFormSchema), defaultValues: { notes: '', paper: defaultPaper() } });
  const { errors } = form.formState;
  const [notes, paper] = form.watch(['notes', 'paper']);
  const pdf = useMutation({
    mutationFn: (choices: ReportForm) => downloadReport({ from: range.from, to: range.to, ...choices }),
    onError: (error) => {
      if (showServerIssues(form, error, FIELDS)) return;
      toast({ title: 'Error', description: errorMessage(error, 'Could not make the PDF. Please try again.'), variant: 'destructive' });
    },
  });
  const download = form.handleSubmit((choices) => pdf.mutate(choices));
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';

  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-10 print:max-w-none print:p-0">
      <style>{`@page { size: ${paper === 'letter' ? 'letter' : 'A4'}; margin: 14mm; }`}</style>
      <form onSubmit={(event) => void download(event)} noValidate className="space-y-4 print:hidden">
        <Link
          href={`/insights?${rangeSearch(range)}`}
          className="-ml-2 inline-flex w-fit items-center gap-1 rounded-full px-2 py-1.5 text-sm font-semibold text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Insights
        </Link>
        <div className="space-y-1.5">
          <Label htmlFor="report-notes">Notes for your doctor (optional)</Label>
          <Textarea
            id="report-notes"
            maxLength={REPORT_NOTES_MAX}
            rows={3}
            placeholder="Questions, changes in medication, what you would like to talk about"
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? 'report-notes-error' : undefined}
            {...form.register('notes')}
          />
          <FieldError id="report-notes-error" message={errors.notes?.message} />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <Label htmlFor="report-paper">Paper</Label>
            <Select
              id="report-paper"
              aria-invalid={errors.paper ? true : undefined}
              aria-describedby={errors.paper ? 'report-paper-error' : undefined}
              {...form.register('paper')}
            >
              {REPORT_PAPERS.map((option) => (
                <option key={option} value={option}>
                  {option === 'a4' ? 'A4' : 'Letter'}
                </option>
              ))}
            </Select>
            <FieldError id="report-paper-error" message={errors.paper?.message} />
          </div>
          <Button type="button" variant="outline" onClick={() => window.print()} disabled={!insights.data}>
            <Printer className="h-4 w-4" aria-hidden="true" /> Print
          </Button>
          <Button type="submit" disabled={!insights.data || pdf.isPending}>
            {pdf.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Download className="h-4 w-4" aria-hidden="true" />
            )}
            {pdf.isPending ? 'Making the PDF...' : 'Download PDF'}
          </Button>
        </div>
      </form>
      {insights.isPending ? (
        <Spinner />
      ) : insights.isError ? (
        <div className="mt-6">
          <HealthLoadError onRetry={() => void insights.refetch()} />
        </div>
      ) : (
        <Report insights={insights.data} name={name} notes={notes} />
      )}
    </main>
  );
}

function Report({ insights, name, notes }: { insights: Insights; name: string; notes: string }) {
  const mood = averageScore(insights.mood);
  const energy = averageScore(insights.energy);
  return (
    <article
      aria-label="Report for my doctor"
      className="mt-6 rounded-2xl bg-white p-4 text-[13px] sm:p-6 leading-snug text-gray-900 shadow-sm print:mt-0 print:rounded-none print:p-0 print:shadow-none"
    >
      <header>
        <h1 className="text-2xl font-bold">Health summary{name ? ` for ${name}` : ''}</h1>
        <p className="mt-1 text-gray-600">
          {longDate(insights.from)} to {longDate(insights.to)} · {daysInRange(insights.from, insights.to)} days, {insights.trackedDays} with
          entries · made on {longDate(today())}
        </p>
        <p className="text-gray-600">
          Logged by the person in Willow, a wellness app. Not a medical record; patterns are correlations, not causes.
        </p>
      </header>

      <ReportSection title="Symptoms">
        {insights.symptoms.length ? (
          <ReportTable label="Symptoms table">
            <thead>
              <tr className="border-b border-gray-300">
                <th className="py-1 pr-2">Symptom</th>
                <th className="py-1 pr-2">Days (share)</th>
                <th className="py-1 pr-2">Mean</th>
                <th className="py-1 pr-2">Highest</th>
                <th className="py-1">Intensity by day</th>
              </tr>
            </thead>
            <tbody>
              {insights.symptoms.map((s) => (
                <tr key={s.name} className="break-inside-avoid border-b border-gray-100">
                  <td className="py-1 pr-2 break-words">{s.name}</td>
                  <td className="py-1 pr-2 tabular-nums">
                    {s.days} ({percent(s.frequency)})
                  </td>
                  <td className="py-1 pr-2 tabular-nums">{s.meanIntensity}/5</td>
                  <td className="py-1 pr-2 tabular-nums">{s.highestIntensity}/5</td>
                  <td className="py-1">
                    <DayBars from={insights.from} to={insights.to} daily={s.daily} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        ) : (
          <p>No symptoms logged in this range.</p>
        )}
      </ReportSection>

      <ReportSection title="Mood and energy">
        <p>
          Mood averaged {mood ?? '–'}/5 over {insights.mood.length} days; energy {energy ?? '–'}/5 over {insights.energy.length} days (1 is
          lowest, 5 highest).
        </p>
        {(insights.mood.length > 0 || insights.energy.length > 0) && (
          <>
            <ScoreLines
              from={insights.from}
              to={insights.to}
              series={[
                { days: insights.mood, color: COLORS.mood },
                { days: insights.energy, color: COLORS.energy },
              ]}
            />
            <p className="text-xs">
              <span style={{ color: COLORS.mood }}>● mood</span> <span style={{ color: COLORS.energy }}>● energy</span>
            </p>
          </>
        )}
      </ReportSection>

      <ReportSection title="Sleep">
        <p>{sleepSummaryText(insights.sleep)}</p>
      </ReportSection>

      <ReportSection title="Supplements">
        {insights.supplements.length ? (
          <ReportTable label="Supplements table">
            <thead>
              <tr className="border-b border-gray-300">
                <th className="py-1 pr-2">Supplement</th>
                <th className="py-1 pr-2">Taken of planned</th>
                <th className="py-1">Adherence</th>
              </tr>
            </thead>
            <tbody>
              {insights.supplements.map((s) => (
                <tr key={s.name} className="border-b border-gray-100">
                  <td className="py-1 pr-2 break-words">{s.name}</td>
                  <td className="py-1 pr-2 tabular-nums">
                    {s.taken} of {s.planned}
                  </td>
                  <td className="py-1 tabular-nums">{percent(s.adherence)}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        ) : (
          <p>No supplements logged in this range.</p>
        )}
      </ReportSection>

      <ReportSection title="Notable patterns">
        {insights.patterns.length ? (
          <>
            <p>{patternMethodText(insights.patternSearch)}</p>
            <ul className="list-disc space-y-0.5 pl-5">
              {insights.patterns.slice(0, 5).map((p) => (
                <li key={`${p.outcome.kind}|${p.outcome.name}|${p.factor.kind}|${p.factor.name}|${p.lag}`}>{describePattern(p)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{noPatternsText(insights.patternSearch, daysInRange(insights.from, insights.to))}</p>
        )}
      </ReportSection>

      <ReportSection title="Notes">
        {notes.trim() && <p className="whitespace-pre-wrap">{notes.trim()}</p>}
        {insights.notes.map((n) => (
          <p key={`${n.date}|${n.symptom}|${n.text}`}>
            {longDate(n.date)}, {n.symptom}: {n.text}
          </p>
        ))}
        {!notes.trim() && !insights.notes.length && <p>No notes.</p>}
      </ReportSection>
    </article>
  );
}

/** A report table: on a narrow phone it scrolls sideways in its own box rather than being cut off; printed, it is whole. */
function ReportTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // Focusable, so that a keyboard can scroll it too.
    <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label={label}>
      {/* Names wrap in the first column; the figures and headings keep to one line, the box scrolling if need be. */}
      <table className="w-full min-w-[18rem] text-left [&_td:first-child]:min-w-[8rem] [&_td:not(:first-child)]:whitespace-nowrap [&_th]:whitespace-nowrap">
        {children}
      </table>
    </div>
  );
}

function ReportSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-5 break-inside-avoid-page">
      <h2 className="mb-1.5 text-base font-bold">{title}</h2>
      <div className="space-y-1.5">{children}</div>
    </section>
  );
}
