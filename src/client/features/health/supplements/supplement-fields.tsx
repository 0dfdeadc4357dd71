import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { SUPPLEMENT_LIMITS } from '../../../../shared/health.js';
import type { SupplementFields } from './supplement-rules';

const PLACEHOLDER: Record<keyof SupplementFields, string> = { name: 'Name', dose: 'Dose', unit: 'Unit' };

type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & {
  field: keyof SupplementFields;
  label: string;
  invalid?: boolean;
  /** The field's problem, shown under it. */
  error?: string;
};

/** One of a supplement's name, dose or unit as a text field, its problem under it. */
export function SupplementFieldInput({ field, label, invalid = false, error, className, ...input }: FieldInputProps) {
  const errorId = useId();
  return (
    <div className={cn('space-y-1', className)}>
      <Input
        aria-label={label}
        placeholder={PLACEHOLDER[field]}
        maxLength={SUPPLEMENT_LIMITS[field]}
        aria-invalid={invalid || !!error}
        aria-describedby={error ? errorId : undefined}
        className="h-10! aria-invalid:border-destructive"
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface SupplementRowProps {
  /** Names the row's controls for assistive technology ('Select Zinc', 'Dose of Zinc'). */
  label: string;
  values: SupplementFields;
  /** Binds a field of the row to the dialog's form. */
  register: (field: keyof SupplementFields) => UseFormRegisterReturn;
  errors?: Partial<Record<keyof SupplementFields, { message?: string }>>;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** The name is a field (edit dialog) rather than text (log dialog). */
  editableName?: boolean;
  /** More controls at the end of the first line (the taken switch). */
  children?: ReactNode;
}

/** One supplement in a dialog: a select box, its name (and the extra controls) on one line, dose and unit below. */
export function SupplementRow({
  label,
  values,
  register,
  errors,
  selected,
  onSelectedChange,
  editableName = false,
  children,
}: SupplementRowProps) {
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
            invalid={!values.name.trim()}
            error={errors?.name?.message}
            className="min-w-[10rem] flex-1"
            {...register('name')}
          />
        ) : (
          <span className="min-w-0 flex-1 font-semibold break-words">{values.name}</span>
        )}
        {children}
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 pl-8">
        <SupplementFieldInput field="dose" label={`Dose of ${label}`} error={errors?.dose?.message} {...register('dose')} />
        <SupplementFieldInput field="unit" label={`Unit of ${label}`} error={errors?.unit?.message} {...register('unit')} />
      </div>
    </div>
  );
}

interface TimeFieldProps extends UseFormRegisterReturn<'time'> {
  id: string;
  /** Marked when the time cannot be used (unreadable or still to come). */
  invalid: boolean;
  error?: string;
}

/** The time the supplements were taken ("HH:mm"), its problem under it. */
export function TimeField({ id, invalid, error, ...input }: TimeFieldProps) {
  return (
    <div className="mt-5 w-40 space-y-1">
      <Label htmlFor={id}>Time</Label>
      <Input id={id} type="time" aria-invalid={invalid || !!error} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
