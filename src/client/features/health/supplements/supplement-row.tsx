import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { SupplementFields } from './supplement-rules';

interface SupplementRowProps {
  /** Names the row's controls for assistive technology ('Select Zinc', 'Dose of Zinc'). */
  label: string;
  values: SupplementFields;
  onChange(values: SupplementFields): void;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  /** The name is a field (edit dialog) rather than text (log dialog). */
  editableName?: boolean;
  /** More controls at the end of the row (the taken toggle). */
  children?: ReactNode;
}

/** One supplement in a dialog: a select box, its name (and the extra controls) on one line, dose and unit below. */
export function SupplementRow({ label, values, onChange, selected, onSelectedChange, editableName = false, children }: SupplementRowProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('rounded-xl border p-3 transition-colors', selected ? 'border-primary bg-accent/60' : 'border-border')}
    >
      <div className="flex items-center gap-3">
        <Checkbox aria-label={`Select ${label}`} checked={selected} onCheckedChange={(checked) => onSelectedChange(checked === true)} />
        {editableName ? (
          <Input
            aria-label={`Name of ${label}`}
            placeholder="Name"
            value={values.name}
            maxLength={80}
            aria-invalid={!values.name.trim()}
            onChange={(e) => onChange({ ...values, name: e.target.value })}
            className="h-10 min-w-0 flex-1 aria-invalid:border-destructive"
          />
        ) : (
          <span className="min-w-0 flex-1 truncate font-semibold">{values.name}</span>
        )}
        {children}
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 pl-8">
        <Input
          aria-label={`Dose of ${label}`}
          placeholder="Dose"
          value={values.dose}
          maxLength={40}
          onChange={(e) => onChange({ ...values, dose: e.target.value })}
          className="h-10"
        />
        <Input
          aria-label={`Unit of ${label}`}
          placeholder="Unit"
          value={values.unit}
          maxLength={40}
          onChange={(e) => onChange({ ...values, unit: e.target.value })}
          className="h-10"
        />
      </div>
    </div>
  );
}
