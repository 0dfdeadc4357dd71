import { describe, expect, it } from 'vitest';
import { portionLabel, shortFoodName } from './meal-item-label';

describe('meal item labels', () => {
  it('shortens a USDA description to its everyday name with what tells it apart, and keeps one’s own names whole', () => {
    expect(shortFoodName({ name: 'Bananas, raw', fdcId: 173944 })).toBe('Bananas');
    expect(shortFoodName({ name: 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', fdcId: 171477 })).toBe(
      'Chicken, breast, cooked',
    );
    expect(shortFoodName({ name: 'Egg, whole, cooked, hard-boiled', fdcId: 173424 })).toBe('Egg, whole, cooked');
    expect(shortFoodName({ name: 'Beverages, coffee, brewed, prepared with tap water', fdcId: 171890 })).toBe('Coffee, brewed');
    expect(
      shortFoodName({
        name: 'Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving)',
        fdcId: 173905,
      }),
    ).toBe('Oats, cooked with water');
    expect(shortFoodName({ name: 'Fish, salmon, Atlantic, farmed, cooked, dry heat', fdcId: 175168 })).toBe('Salmon, cooked');
    expect(shortFoodName({ name: 'Grandma’s soup, with lentils, cooked', fdcId: 'food_1' })).toBe('Grandma’s soup, with lentils, cooked');
  });

  it('says how much in words and grams, without the unit’s count and size note', () => {
    expect(portionLabel({ qty: '2 1 medium (7" to 7-7/8" long)', amount: 2, unit: '1 medium (7" to 7-7/8" long)', portionSize: 236 })).toBe(
      '2 medium · 236 g',
    );
    expect(portionLabel({ qty: '1 1 cup', amount: 1, unit: '1 cup', portionSize: 240 })).toBe('1 cup · 240 g');
    expect(portionLabel({ qty: '2 100g', amount: 2, unit: '100g', portionSize: 200 })).toBe('200 g');
    expect(portionLabel({ qty: '1.5 cup, chopped', amount: 1.5, unit: 'cup, chopped', portionSize: 210 })).toBe(
      '1.5 cups, chopped · 210 g',
    );
    expect(portionLabel({ qty: '1 serving' })).toBe('1 serving');
    expect(portionLabel({ qty: '30 g', amount: 30, unit: 'g', portionSize: 30 })).toBe('30 g');
    // Issue 25: never two numbers.
    expect(portionLabel({ qty: '1 0.5 fillet', amount: 1, unit: '0.5 fillet', portionSize: 154 })).toBe('0.5 fillet · 154 g');
    expect(portionLabel({ qty: '2 1 tbsp', amount: 2, unit: '1 tbsp', portionSize: 28.4 })).toBe('2 tbsp · 28 g');
    expect(portionLabel({ qty: '2 slices · 56 g', amount: 2, unit: 'slice', portionSize: 56 })).toBe('2 slices · 56 g');
  });
});
