import { useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { MAX_PORTION_GRAMS } from '../../../../shared/foods.js';
import { NO_MACROS, isOverPortionLimit, type DraftItem, type Macros } from './meal-draft';
import { grams, wholeNumber } from './nutrition-format';

interface PortionFieldsProps {
  item: DraftItem;
  /** Makes the field ids unique on the page. */
  id: string;
  onAmountChange: (text: string) => void;
  onAmountBlur: () => void;
  onUnitChange: (unit: string) => void;
  autoFocus?: boolean;
  /** The fields' problems (the server's reasons), shown under them. */
  errors?: { amount?: string; unit?: string };
}

/** An item's Amount (minimum 0.1, step 0.1) and Unit fields, their problems, and a note when the portion is over the limit. */
export function PortionFields({ item, id, onAmountChange, onAmountBlur, onUnitChange, autoFocus, errors = {} }: PortionFieldsProps) {
  const overLimit = isOverPortionLimit(item);
  const amountDescribedBy = [overLimit && `limit-${id}`, errors.amount && `amount-${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="space-y-1">
        <Label htmlFor={`amount-${id}`}>Amount</Label>
        <Input
          id={`amount-${id}`}
          type="number"
          inputMode="decimal"
          min={0.1}
          step={0.1}
          value={item.amountText}
          autoFocus={autoFocus}
          aria-invalid={overLimit || !!errors.amount || undefined}
          aria-describedby={amountDescribedBy || undefined}
          onChange={(e) => onAmountChange(e.target.value)}
          onBlur={onAmountBlur}
        />
        <FieldError id={`amount-${id}-error`} message={errors.amount} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`unit-${id}`}>Unit</Label>
        <Select
          id={`unit-${id}`}
          value={item.unit}
          aria-invalid={errors.unit ? true : undefined}
          aria-describedby={errors.unit ? `unit-${id}-error` : undefined}
          onChange={(e) => onUnitChange(e.target.value)}
        >
          {item.units.map((unit) => (
            <option key={unit.value} value={unit.value}>
              {unit.label}
            </option>
          ))}
        </Select>
        <FieldError id={`unit-${id}-error`} message={errors.unit} />
      </div>
      {overLimit && (
        <p id={`limit-${id}`} role="alert" className="col-span-2 text-sm text-destructive">
          That is more than {wholeNumber(MAX_PORTION_GRAMS)} g. Check the amount and the unit.
        </p>
      )}
    </div>
  );
}

/** The item's nutrition, or 'Calculating...' while a calculation runs. */
export function ItemNutrition({ item }: { item: DraftItem }) {
  return item.calculating ? (
    <p className="text-sm text-muted-foreground" role="status">
      Calculating...
    </p>
  ) : (
    <MacroGrid macros={item.nutrition ?? NO_MACROS} />
  );
}

/** Calories, protein, carbs and fat side by side. */
export function MacroGrid({ macros }: { macros: Macros }) {
  return (
    <dl className="grid grid-cols-4 gap-2 rounded-xl bg-muted/60 p-2 text-center">
      {(
        [
          ['Calories', wholeNumber(macros.calories)],
          ['Protein', `${grams(macros.protein)}g`],
          ['Carbs', `${grams(macros.carbs)}g`],
          ['Fat', `${grams(macros.fat)}g`],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="truncate text-sm font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const OWN_VALUE_FIELDS = [
  ['calories', 'Calories', 100_000],
  ['protein', 'Protein', 10_000],
  ['carbs', 'Carbs', 10_000],
  ['fat', 'Fat', 10_000],
] as const;

interface OwnFoodValuesProps {
  item: DraftItem;
  id: string;
  onChange: (macros: Macros) => void;
  /** The values' problems (the server's reasons), shown under them. */
  errors?: Partial<Record<keyof Macros, string>>;
}

/**
 * The values of a food of the person's own (no database knows them), typed in. An empty or
 * invalid field counts as 0; the largest values are the meal API's limits.
 */
export function OwnFoodValues({ item, id, onChange, errors = {} }: OwnFoodValuesProps) {
  const macros = item.nutrition ?? NO_MACROS;
  // The fields keep what is typed ('0.', '') while the values keep numbers; a value changed from
  // outside (the amount scaled it) shows instead.
  const [texts, setTexts] = useState<Record<string, string>>({});
  const textOf = (key: keyof Macros) => {
    const typed = texts[key];
    return typed !== undefined && (Number(typed) || 0) === macros[key] ? typed : macros[key] ? String(macros[key]) : '';
  };
  return (
    <fieldset className="grid grid-cols-4 gap-2 rounded-xl bg-muted/60 p-2">
      <legend className="sr-only">Values of {item.name}: calories, and protein, carbs and fat in grams</legend>
      {OWN_VALUE_FIELDS.map(([key, label, max]) => (
        <div key={key} className="min-w-0 space-y-0.5 text-center">
          <label htmlFor={`${key}-${id}`} className="block truncate text-xs text-muted-foreground">
            {label}
          </label>
          <Input
            id={`${key}-${id}`}
            type="number"
            inputMode="decimal"
            min={0}
            max={max}
            step="any"
            className="h-8! px-1! text-center text-sm! font-bold tabular-nums"
            value={textOf(key)}
            placeholder="0"
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `${key}-${id}-error` : undefined}
            onChange={(e) => {
              setTexts({ ...texts, [key]: e.target.value });
              const value = Number(e.target.value);
              onChange({ ...macros, [key]: value >= 0 ? Math.min(value, max) : 0 });
            }}
          />
          <FieldError id={`${key}-${id}-error`} message={errors[key]} />
        </div>
      ))}
    </fieldset>
  );
}
