import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { snap } from './support.js';

/** The whole-number calories a macro grid shows first. */
const caloriesIn = async (grid: Locator) => Number((await grid.locator('dd').first().textContent())!.replace(/,/g, ''));

test('a meal from food search: chicken breast and an apple, 150 g and 1 medium, totals on /nutrition and the dashboard', async ({
  signedIn: { page },
}, testInfo) => {
  await page.goto('/nutrition');
  await expect(page.getByRole('heading', { name: 'Daily Overview' })).toBeVisible();
  await snap(page, testInfo, 'nutrition-empty');
  await page.getByRole('button', { name: 'Add Your First Meal' }).click();
  await expect(page).toHaveURL(/\/nutrition\/log\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText('Choose foods for your 1st meal')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search foods' });
  const bestMatches = page.getByRole('region', { name: 'Best Matches' });
  await search.fill('chicken breast');
  await expect(bestMatches.getByRole('button', { name: /^Add Chicken,? breast/ }).first()).toBeVisible();
  await snap(page, testInfo, 'nutrition-search');
  await bestMatches
    .getByRole('button', { name: /^Add Chicken,? breast/ })
    .first()
    .click();
  await search.fill('apple');
  await expect(bestMatches.getByRole('button', { name: /^Add Apples?, raw/ }).first()).toBeVisible();
  await bestMatches
    .getByRole('button', { name: /^Add Apples?, raw/ })
    .first()
    .click();
  await expect(page.getByText('2 foods selected')).toBeVisible();
  await page.getByRole('button', { name: 'Adjust Portions' }).click();

  await expect(page).toHaveURL(/\/nutrition\/portions$/);
  await expect(page.getByText('Calculating...')).toHaveCount(0);
  const [chicken, apple] = [page.getByRole('listitem').nth(0), page.getByRole('listitem').nth(1)];
  // A food starts at one of its own portions; in grams, 150 g is 1.5 × the 100 g figure.
  await chicken.getByLabel('Unit').selectOption('g');
  await chicken.getByLabel('Amount').fill('100');
  await expect(page.getByText('Calculating...')).toHaveCount(0);
  await expect(async () => expect(await caloriesIn(chicken)).toBeGreaterThan(100)).toPass();
  const chickenPer100 = await caloriesIn(chicken);
  await chicken.getByLabel('Amount').fill('150');
  await expect(chicken.locator('dd').first()).toHaveText(String(Math.round(chickenPer100 * 1.5)), { timeout: 15_000 });
  // 150 g is 1.5 × the 100 g figure (within rounding of the whole-number display).
  // The apple's own medium portion (its label differs between the survey and the reference data).
  const medium = await apple
    .getByLabel('Unit')
    .locator('option', { hasText: /^medium/ })
    .first()
    .textContent();
  await apple.getByLabel('Unit').selectOption({ label: medium! });
  await expect(page.getByText('Calculating...')).toHaveCount(0);
  const appleCalories = await caloriesIn(apple);
  expect(appleCalories).toBeGreaterThan(50);
  const totals = page.getByRole('region', { name: 'Total Nutrition' });
  await expect(async () => expect(await caloriesIn(totals)).toBe((await caloriesIn(chicken)) + appleCalories)).toPass();
  const total = await caloriesIn(totals);
  await snap(page, testInfo, 'nutrition-portions');
  await page.getByRole('button', { name: 'Save breakfast' }).click();

  await expect(page).toHaveURL(/\/nutrition\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('calorie-total')).toHaveText(total.toLocaleString('en-US'));
  await expect(page.getByRole('list', { name: 'Meals of the day' }).getByText(`${total.toLocaleString('en-US')} cal`)).toBeVisible();
  await snap(page, testInfo, 'nutrition-logged');

  await page.goto('/dashboard');
  const card = page.getByRole('list', { name: 'Meals of the day' });
  // Each item by its everyday name and its portion in words and grams (the full USDA name on hover).
  await expect(card.getByText(/^Chicken,? breast.* · 150 g$/)).toBeVisible();
  await expect(card.getByText(/^Apples? · 1 medium · \d+ g$/)).toBeVisible();
  await expect(card.getByTitle(/^Chicken,? (broilers or fryers, )?breast/)).toBeVisible();
  await expect(page.getByText(`${total.toLocaleString('en-US')} cal`)).toBeVisible();
  await snap(page, testInfo, 'nutrition-dashboard');
});

test('the dashboard meal dialog: log an egg and a food of your own, edit the portion to a quarter, then delete the meal', async ({
  signedIn: { page },
}, testInfo) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log Nutrition' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Nutrition' });
  await dialog.getByRole('searchbox', { name: 'Search foods' }).fill('egg');
  const results = dialog.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button')).toHaveCount(8);
  await snap(page, testInfo, 'meal-dialog-search');
  await results.getByRole('button', { name: /^Egg, whole, raw, fresh/ }).click();

  const portion = dialog.getByRole('region', { name: /^Portion of Egg, whole, raw, fresh/ });
  await portion.getByLabel('Unit').selectOption('large');
  await expect(portion.getByText('Calculating...')).toHaveCount(0);
  const oneEgg = await caloriesIn(portion);
  expect(oneEgg).toBeGreaterThan(50); // the egg's own 'large' (50 g), not a generic 200 g
  await portion.getByRole('button', { name: 'Add to Meal' }).click();

  await dialog.getByRole('searchbox', { name: 'Search foods' }).fill('Toast with my jam');
  await dialog.getByRole('button', { name: 'Add "Toast with my jam" as your own food' }).click();
  const toast = dialog.getByRole('listitem', { name: 'Toast with my jam' });
  await toast.getByLabel('Calories').fill('120');
  const totals = dialog.getByRole('region', { name: 'Meal totals' });
  await expect(async () => expect(await caloriesIn(totals)).toBe(oneEgg + 120)).toPass();
  await snap(page, testInfo, 'meal-dialog-items');
  await dialog.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page.getByText('Meal logged', { exact: true })).toBeVisible();

  const meals = page.getByRole('list', { name: 'Meals of the day' });
  await expect(meals.getByText(`${(oneEgg + 120).toLocaleString('en-US')} cal`)).toBeVisible();
  await expect(meals.getByText('Toast with my jam')).toBeVisible();
  await meals.getByRole('button', { name: /^Edit / }).click();

  const edit = page.getByRole('dialog', { name: 'Edit Meal' });
  const egg = edit.getByRole('listitem', { name: /^Egg, whole, raw, fresh/ });
  await expect(egg.getByLabel('Unit')).toHaveValue('large');
  // A quarter: not a multiple of the 0.1 step from its 0.1 minimum, which the browser's own form check would refuse.
  await egg.getByLabel('Amount').fill('0.25');
  await expect(async () => expect(Math.abs((await caloriesIn(egg)) - oneEgg / 4)).toBeLessThanOrEqual(1)).toPass();
  const quarterEgg = await caloriesIn(egg);
  await snap(page, testInfo, 'meal-dialog-edit');
  await edit.getByRole('button', { name: 'Update Meal' }).click();
  await expect(page.getByText('Meal updated', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(meals.getByText(`${(quarterEgg + 120).toLocaleString('en-US')} cal`)).toBeVisible();

  await meals.getByRole('button', { name: /^Edit / }).click();
  await page.getByRole('dialog', { name: 'Edit Meal' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete meal?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Meal deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No meals logged for this day')).toBeVisible();
});
