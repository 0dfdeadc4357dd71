import { cn } from '@/lib/utils';

/** The five-step scale: one radio per score 1 to 5 with its label; arrow keys move between them. */
export function ScoreScale({
  labels,
  value,
  onChange,
  name,
  errorId,
}: {
  labels: readonly string[];
  value: number;
  onChange: (score: number) => void;
  name: string;
  /** The id of the problem shown under the scale, when there is one. */
  errorId?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={name}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="grid grid-cols-5 gap-1.5"
    >
      {labels.map((label, index) => {
        const score = index + 1;
        const checked = value === score;
        return (
          <button
            key={label}
            type="button"
            role="radio"
            aria-checked={checked}
            // With nothing chosen yet, the first step takes the tab stop.
            tabIndex={checked || (value < 1 && score === 1) ? 0 : -1}
            onClick={() => onChange(score)}
            onKeyDown={(e) => {
              const step = e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : 0;
              if (!step) return;
              e.preventDefault();
              const next = Math.min(labels.length, Math.max(1, score + step));
              onChange(next);
              (e.currentTarget.parentElement?.children[next - 1] as HTMLElement | undefined)?.focus();
            }}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1 rounded-xl border px-1 py-2.5 text-xs font-semibold transition-colors',
              checked ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-accent',
            )}
          >
            <span className="text-lg leading-none">{score}</span>
            <span className="truncate">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
