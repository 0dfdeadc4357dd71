import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

const STEPS = 4;

/** The column every onboarding step sits in, with its progress bar and Back link. */
export function OnboardingFrame({
  step,
  back,
  title,
  subtitle,
  children,
}: {
  step: number;
  back?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col px-5 py-8">
      <div className="mb-6 flex items-center justify-between">
        {back ? (
          <Link
            href={back}
            className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
          </Link>
        ) : (
          <span />
        )}
        <div
          className="flex gap-1.5"
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={1}
          aria-valuemax={STEPS}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${STEPS}`}
        >
          {Array.from({ length: STEPS }, (_, i) => (
            <span key={i} className={`h-1.5 w-8 rounded-full ${i < step ? 'bg-primary' : 'bg-border'}`} />
          ))}
        </div>
      </div>
      <h1 className="text-2xl font-bold">{title}</h1>
      {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
      <div className="mt-6 flex-1">{children}</div>
    </main>
  );
}
