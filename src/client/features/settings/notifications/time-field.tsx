import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';

/**
 * A labelled time input that saves when the person leaves it (or presses Enter) with a complete
 * time, so typing 0, 8, 3, 0 saves 08:30 once rather than four times.
 */
export function TimeField({ label, value, onSave, hint }: { label: string; value: string; onSave(value: string): void; hint?: string }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (/^\d{2}:\d{2}$/.test(draft) && draft !== value) onSave(draft);
    else setDraft(value);
  };
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Input
        id={id}
        type="time"
        className="w-36! shrink-0"
        value={draft}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}
