import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { NutritionGoals } from './goals';

const FIELDS: [keyof NutritionGoals, string][] = [
  ['calories', 'Calories'],
  ['protein', 'Protein (g)'],
  ['carbs', 'Carbs (g)'],
  ['fat', 'Fat (g)'],
];

interface GoalsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goals: NutritionGoals;
  onSave: (goals: NutritionGoals) => void;
}

/** 'Adjust Nutrition Goals': daily calories and grams of protein, carbs and fat. */
export function GoalsDialog({ open, onOpenChange, goals, onSave }: GoalsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Adjust Nutrition Goals"
      description="Set your daily targets."
      className="max-w-sm!"
    >
      {open && <GoalsForm goals={goals} onSave={onSave} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function GoalsForm({ goals, onSave, onCancel }: { goals: NutritionGoals; onSave: (goals: NutritionGoals) => void; onCancel: () => void }) {
  const [values, setValues] = useState<Record<keyof NutritionGoals, string>>(() => ({
    calories: String(goals.calories),
    protein: String(goals.protein),
    carbs: String(goals.carbs),
    fat: String(goals.fat),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A field left empty or not a number keeps its current goal.
    const read = (key: keyof NutritionGoals) => {
      const value = Number(values[key]);
      return values[key].trim() !== '' && Number.isFinite(value) && value >= 0 ? value : goals[key];
    };
    onSave({ calories: read('calories'), protein: read('protein'), carbs: read('carbs'), fat: read('fat') });
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {FIELDS.map(([key, label]) => (
          <div key={key} className="space-y-1">
            <Label htmlFor={`goal-${key}`}>{label}</Label>
            <Input
              id={`goal-${key}`}
              type="number"
              inputMode="decimal"
              min={0}
              value={values[key]}
              onChange={(e) => setValues({ ...values, [key]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <DialogActions>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save Goals</Button>
      </DialogActions>
    </form>
  );
}
