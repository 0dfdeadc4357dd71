import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { NO_MACROS, type DraftItem, type Macros } from './meal-draft';
import { grams } from './nutrition-format';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

interface PortionFieldsProps {
  item: DraftItem;
  /** Makes the field ids unique on the page. */
  id: string;
  onAmountChange(text: string): void;
  onAmountBlur(): void;
  onUnitChange(unit: string): void;
  autoFocus?: boolean;
}

/** An item's Amount (minimum 0.1, step 0.1) and Unit fields. */
export function PortionFields({ item, id, onAmountChange, onAmountBlur, onUnitChange, autoFocus }: PortionFieldsProps) {
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
          onChange={(e) => onAmountChange(e.target.value)}
          onBlur={onAmountBlur}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`unit-${id}`}>Unit</Label>
        <Select id={`unit-${id}`} value={item.unit} onChange={(e) => onUnitChange(e.target.value)}>
          {item.units.map((unit) => (
            <option key={unit.value} value={unit.value}>
              {unit.label}
            </option>
          ))}
        </Select>
      </div>
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
          ['Calories', whole.format(macros.calories)],
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
