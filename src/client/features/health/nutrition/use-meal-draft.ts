import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MAX_PORTION_GRAMS, hasFoodSource } from '../../../../shared/foods.js';
import { calculateNutrition } from '../api/calculate-nutrition';
import { portionGrams, scaleMacros, type DraftItem, type Macros } from './meal-draft';

/**
 * A food of the person's own has no source to recalculate from: the values they typed are for
 * the amount shown, so they scale with it (a 320 kcal muffin at 2 counts 640). A unit change
 * keeps them, as no one knows how many grams a serving of their own soup weighs.
 */
function ownFoodScaled(item: DraftItem, amount: number): Pick<DraftItem, 'nutrition'> | undefined {
  if (hasFoodSource(item.fdcId) || !item.nutrition || !(item.amount > 0)) return undefined;
  return { nutrition: scaleMacros(item.nutrition, amount / item.amount) };
}

/** What the failed calculation was for: a newly chosen food, or a changed amount or unit. */
export type CalculationCause = 'new' | 'amount' | 'unit';

/**
 * The items of a meal being put together, and the recalculation rules of tracking-spec section 4:
 * an item with a known food is recalculated when its amount or unit changes (calculating
 * meanwhile, only the latest answer counts); other items only change their amount and unit. A
 * failed calculation keeps the change and calls `onCalculationFailed`. Items not yet calculated
 * are calculated on mount and when added.
 */
export function useMealDraft(initial: () => DraftItem[], onCalculationFailed: (cause: CalculationCause) => void) {
  const [items, setItems] = useState(initial);
  /** The latest calculation asked for each item key: older answers are ignored. */
  const latest = useRef(new Map<string, number>());
  const failed = useRef(onCalculationFailed);
  useLayoutEffect(() => {
    failed.current = onCalculationFailed;
  });

  const update = useCallback((key: string, change: Partial<DraftItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const calculate = useCallback(
    (item: DraftItem, amount: number, unit: string, cause: CalculationCause) => {
      if (!(amount > 0) || !hasFoodSource(item.fdcId)) return;
      // Over the limit the fields say so; the server would only refuse it.
      if (portionGrams(item, amount, unit) > MAX_PORTION_GRAMS) return;
      const request = (latest.current.get(item.key) ?? 0) + 1;
      latest.current.set(item.key, request);
      update(item.key, { calculating: true });
      calculateNutrition(item.fdcId, portionGrams(item, amount, unit)).then(
        (result) => {
          if (latest.current.get(item.key) !== request) return;
          update(item.key, {
            calculating: false,
            nutrition: { calories: result.calories, protein: result.protein, carbs: result.carbs, fat: result.fat },
          });
        },
        (error: unknown) => {
          if (latest.current.get(item.key) !== request) return;
          console.error(error);
          update(item.key, { calculating: false });
          failed.current(cause);
        },
      );
    },
    [update],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    for (const item of items) if (!item.nutrition) calculate(item, item.amount, item.unit, 'new');
  }, [items, calculate]);

  const find = (key: string) => items.find((item) => item.key === key);

  return {
    items,
    calculating: items.some((item) => item.calculating),

    add(item: DraftItem) {
      setItems((current) => [...current, item]);
      if (!item.nutrition) calculate(item, item.amount, item.unit, 'new');
    },

    remove(key: string) {
      latest.current.delete(key);
      setItems((current) => current.filter((item) => item.key !== key));
    },

    clear() {
      latest.current.clear();
      setItems([]);
    },

    /** Only values above 0 apply; empty or other text is kept while typing. */
    changeAmount(key: string, text: string) {
      const item = find(key);
      if (!item) return;
      const value = Number(text);
      if (text.trim() !== '' && value > 0) {
        update(key, { amountText: text, amount: value, ...ownFoodScaled(item, value) });
        if (value !== item.amount) calculate(item, value, item.unit, 'amount');
      } else update(key, { amountText: text });
    },

    /** An empty or non-positive amount resets to 1 on leaving the field. */
    blurAmount(key: string) {
      const item = find(key);
      if (!item) return;
      const value = Number(item.amountText);
      if (item.amountText.trim() !== '' && value > 0) return;
      update(key, { amountText: '1', amount: 1, ...ownFoodScaled(item, 1) });
      if (item.amount !== 1) calculate(item, 1, item.unit, 'amount');
    },

    /** A food of the person's own: the values they give it. */
    setNutrition(key: string, nutrition: Macros) {
      update(key, { nutrition });
    },

    changeUnit(key: string, unit: string) {
      const item = find(key);
      if (!item) return;
      update(key, { unit });
      calculate(item, item.amount, unit, 'unit');
    },
  };
}
