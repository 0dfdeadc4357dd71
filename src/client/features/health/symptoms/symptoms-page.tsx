import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { SCREEN_SYMPTOM_INTENSITY, isDay, uniqueIgnoringCase } from '../../../../shared/health.js';
import { useLogSymptoms } from '../api/log-symptoms';
import { useUniqueSymptoms } from '../api/get-unique-symptoms';
import { STILL_TO_COME, combineDayAndTime, defaultTimeFor, isStillToCome } from '../dates';
import { SelectStep } from './select-step';
import { SeverityStep, type WhenValues } from './severity-step';
import { useFutureDayNotice } from '../future-day-notice';
import { readSymptomsParams, sameSymptom } from './symptom-history';

type Step = 'select' | 'severity';

/**
 * The symptom logging screen (/symptoms?date=&period=): pick symptoms, rate each 1 to 5, say
 * when, and log them with one call per symptom. Back and save lead to /dashboard.
 */
export function SymptomsPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  useFutureDayNotice(search);
  const { date, period } = useMemo(() => readSymptomsParams(search), [search]);
  const known = useUniqueSymptoms();
  const log = useLogSymptoms();

  const [step, setStep] = useState<Step>('select');
  const [manageOn, setManage] = useState(false);
  /** Symptoms added on this screen: kept locally (intensity 0, not rated yet) until logged. */
  const [added, setAdded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [severity, setSeverity] = useState<Record<string, number>>({});
  const [when, setWhen] = useState<WhenValues>(() => ({
    day: date,
    time: defaultTimeFor(date),
    notes: '',
  }));

  const names = useMemo(() => uniqueIgnoringCase([...added, ...(known.data ?? [])]), [added, known.data]);
  const localNames = useMemo(
    () => added.filter((name) => !(known.data ?? []).some((saved) => sameSymptom(saved, name))),
    [added, known.data],
  );
  // Manage mode ends by itself once nothing is left to remove.
  const manage = manageOn && names.length > 0;
  const severityOf = (name: string) => severity[name] ?? SCREEN_SYMPTOM_INTENSITY;

  // Move focus to the heading when the step changes, so keyboard and screen reader users start at the top.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const dropSeverity = (name: string) =>
    setSeverity((current) => {
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });

  const toggle = (name: string) => {
    if (selected.includes(name)) {
      setSelected(selected.filter((n) => n !== name));
      dropSeverity(name);
    } else setSelected([...selected, name]);
  };

  const add = (name: string) => {
    const existing = names.find((known) => sameSymptom(known, name));
    if (existing) {
      if (!selected.includes(existing)) setSelected([...selected, existing]);
      return;
    }
    setAdded([name, ...added]);
    setSelected([...selected, name]);
    toast({ title: 'Symptom added' });
  };

  const removed = (gone: string[]) => {
    setAdded(added.filter((name) => !gone.includes(name)));
    setSelected(selected.filter((name) => !gone.includes(name)));
  };

  const back = () => {
    if (step === 'severity') {
      setSeverity({});
      setStep('select');
    } else if (manage) setManage(false);
    else navigate('/dashboard');
  };

  const save = () => {
    if (log.isPending || selected.length === 0) return;
    if (!isDay(when.day)) {
      toast({
        title: 'Invalid Date',
        description: 'Please select a valid date before saving symptoms.',
        variant: 'destructive',
      });
      return;
    }
    if (isStillToCome(when.day, when.time)) return toast(STILL_TO_COME);
    const timestamp = combineDayAndTime(when.day, when.time);
    if (!timestamp) {
      toast({
        title: 'Invalid Time',
        description: 'Please select a valid time before saving symptoms.',
        variant: 'destructive',
      });
      return;
    }
    const notes = when.notes.trim();
    log.mutate(
      {
        date: when.day,
        symptoms: selected.map((name) => ({
          name,
          intensity: severityOf(name),
          ...(notes && { notes }),
          timestamp,
        })),
      },
      {
        onSuccess: () => {
          toast({ title: 'Symptoms logged successfully' });
          navigate('/dashboard');
        },
        onError: () => {
          // Nothing was saved (the server saves all or none), and trying again is saved once.
          toast({
            title: 'Error saving symptoms',
            description: 'There was an error saving your symptoms. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-4">
      <header className="sticky top-0 z-10 -mx-4 flex items-center gap-2 bg-background/95 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
        <Button variant="ghost" size="icon" className="-ml-2" aria-label="Back" onClick={back}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <h1 ref={heading} tabIndex={-1} className="truncate text-xl font-bold outline-none">
            {step === 'select' ? (manage ? 'Manage Symptoms' : 'Log Symptoms') : 'Rate Severity'}
          </h1>
          <p className="truncate text-sm text-muted-foreground">
            {step === 'select' ? (manage ? 'Tidy up your list' : 'What are you experiencing?') : 'How strong is each symptom?'}
          </p>
        </div>
        {step === 'select' && names.length > 0 && (
          <Button variant={manage ? 'default' : 'outline'} size="sm" aria-pressed={manage} onClick={() => setManage(!manage)}>
            {manage ? 'Done' : 'Manage'}
          </Button>
        )}
      </header>

      <div className="flex flex-1 flex-col pt-2">
        {step === 'select' ? (
          <SelectStep
            date={date}
            period={period}
            names={names}
            listState={known.status}
            onRetry={() => void known.refetch()}
            selected={selected}
            onToggle={toggle}
            onAdd={add}
            localNames={localNames}
            onRemoved={removed}
            manage={manage}
            onNext={() => setStep('severity')}
          />
        ) : (
          <SeverityStep
            names={selected}
            severityOf={severityOf}
            onSeverity={(name, level) => setSeverity({ ...severity, [name]: level })}
            onRemove={(name) => {
              setSelected(selected.filter((n) => n !== name));
              dropSeverity(name);
            }}
            onAddMore={() => setStep('select')}
            when={when}
            onWhen={setWhen}
            pending={log.isPending}
            onSave={save}
          />
        )}
      </div>
    </main>
  );
}
