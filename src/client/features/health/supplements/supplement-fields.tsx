import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { SUPPLEMENT_LIMITS } from '../../../../shared/health.js';
import type { SupplementFields } from './supplement-rules';

const PLACEHOLDER: Record<keyof SupplementFields, string> = { name: 'Name', dose: 'Dose', unit: 'Unit' };

interface FieldInputProps {
  field: keyof SupplementFields;
  label: string;
  values: SupplementFields;
  onChange(values: SupplementFields): void;
  invalid?: boolean;
  className?: string;
}

/** One of a supplement's name, dose or unit as a text field. */
export function SupplementFieldInput({ field, label, values, onChange, invalid = false, className }: FieldInputProps) {
  return (
    <Input
      aria-label={label}
      placeholder={PLACEHOLDER[field]}
      maxLength={SUPPLEMENT_LIMITS[field]}
      value={values[field]}
      onChange={(e) => onChange({ ...values, [field]: e.target.value })}
      aria-invalid={invalid}
      className={cn('h-10! aria-invalid:border-destructive', className)}
    />
  );
}

interface SupplementRowProps {
  /** Names the row's controls for assistive technology ('Select Zinc', 'Dose of Zinc'). */
  label: string;
  values: SupplementFields;
  onChange(values: SupplementFields): void;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  /** The name is a field (edit dialog) rather than text (log dialog). */
  editableName?: boolean;
  /** More controls at the end of the first line (the taken switch). */
  children?: ReactNode;
}

/** One supplement in a dialog: a select box, its name (and the extra controls) on one line, dose and unit below. */
export function SupplementRow({ label, values, onChange, selected, onSelectedChange, editableName = false, children }: SupplementRowProps) {
  const fieldProps = { values, onChange };
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('rounded-xl border p-3 transition-colors', selected ? 'border-primary bg-accent/60' : 'border-border')}
    >
      {/* Long names wrap (text) or keep a usable width (field), the switch moving below on a phone. */}
      <div className="flex flex-wrap items-center gap-3">
        <Checkbox aria-label={`Select ${label}`} checked={selected} onCheckedChange={(checked) => onSelectedChange(checked === true)} />
        {editableName ? (
          <SupplementFieldInput
            field="name"
            label={`Name of ${label}`}
            {...fieldProps}
            invalid={!values.name.trim()}
            className="min-w-[10rem] flex-1"
          />
        ) : (
          <span className="min-w-0 flex-1 font-semibold break-words">{values.name}</span>
        )}
        {children}
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 pl-8">
        <SupplementFieldInput field="dose" label={`Dose of ${label}`} {...fieldProps} />
        <SupplementFieldInput field="unit" label={`Unit of ${label}`} {...fieldProps} />
      </div>
    </div>
  );
}

/** The time the supplements were taken ("HH:mm"); marked invalid when it cannot be read. */
export function TimeField({ id, time, invalid, onChange }: { id: string; time: string; invalid: boolean; onChange(time: string): void }) {
  return (
    <div className="mt-5 w-40">
      <Label htmlFor={id}>Time</Label>
      <Input id={id} type="time" value={time} aria-invalid={invalid} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
