import { expect, test } from './fixtures.js';
import { snap } from './support.js';

test('quick add by text: "2 eggs and coffee with milk" is logged with its foods and their calories, then Undo removes it', async ({
  signedIn: { page },
}, testInfo) => {
  await page.goto('/dashboard');
  const card = page.getByRole('list', { name: 'Meals of the day' });
  await expect(page.getByText('No meals logged for this day')).toBeVisible();

  await page.getByLabel('Quick add a meal').fill('2 eggs and coffee with milk');
  await page.getByLabel('Quick add a meal').press('Enter');

  // What was understood shows before it counts: each food with its portion and kcal, changeable in place.
  const understood = page.getByRole('region', { name: 'Meal to log' });
  // Eggs said plainly are cooked eggs, counted by the egg.
  await expect(understood.getByText(/^2 eggs · 100 g · 175 kcal$/)).toBeVisible();
  await expect(understood.getByText(/^2 (?:tbsp|tablespoons) · 3\d g · \d+ kcal$/)).toBeVisible();
  await expect(understood.getByLabel(/^Amount of Egg/)).toHaveValue('2');
  await expect(page.getByText('No meals logged for this day')).toBeVisible();
  await snap(page, testInfo, 'quick-add-understood');
  await understood.getByRole('button', { name: 'Save meal' }).click();

  // What was logged, in the person's words, each with its calories.
  await expect(page.getByText(/^Logged 2 eggs \(175 kcal\), coffee \(\d+ kcal\), milk \(\d+ kcal\)\.$/)).toBeVisible();
  await expect(card.getByText(/^Egg, whole, cooked · 2 eggs · 100 g$/)).toBeVisible();
  // Everyday foods come from the survey data (FNDDS): 'coffee' with no amount is brewed coffee, the survey's usual serving of it.
  await expect(card.getByText(/^Coffee\b[^·]* · 1 serving · 360 g$/)).toBeVisible();
  await expect(card.getByText(/^Milk\b[^·]* · 2 (?:tbsp|tablespoons) · 3\d g$/)).toBeVisible();
  await expect(card.getByText('no values yet')).toHaveCount(0);
  const calories = Number(
    /([\d,]+) cal$/
      .exec(
        (await card
          .getByText(/\d+ cal$/)
          .first()
          .textContent())!,
      )![1]!
      .replace(/,/g, ''),
  );
  expect(calories).toBeGreaterThan(150);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Meal removed').first()).toBeVisible();
  await expect(page.getByText('No meals logged for this day')).toBeVisible();
  await snap(page, testInfo, 'quick-add-undone');
});

test('quick add by text keeps a food the search does not know at 0 kcal, marked for the person to fix', async ({
  signedIn: { page },
}, testInfo) => {
  await page.goto('/dashboard');
  await page.getByLabel('Quick add a meal').fill('toast and zzqx');
  await page.getByLabel('Quick add a meal').press('Enter');
  const understood = page.getByRole('region', { name: 'Meal to log' });
  await expect(understood).toContainText('Not found in the food search: saved as your own food at 0 kcal');
  await understood.getByRole('button', { name: 'Save meal' }).click();
  await expect(
    page.getByText(
      /^Logged toast \(\d+ kcal\), zzqx \(not found, 0 kcal for now\)\. Tap the meal to add the values of what was not found\.$/,
    ),
  ).toBeVisible();
  const card = page.getByRole('list', { name: 'Meals of the day' });
  // Toast said alone is the survey's toasted bread at its usual serving.
  await expect(card.getByText(/^Bread\b[^·]*toasted · 1 (?:slice|serving)[^·]* · \d+ g$/)).toBeVisible();
  await expect(card.getByTitle('Zzqx')).toContainText('no values yet');
  await snap(page, testInfo, 'quick-add-unmatched');
  await card.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit Meal' });
  await expect(dialog.getByRole('listitem', { name: 'Zzqx' })).toContainText(
    'No values yet: type them below, or remove it and search for the food above.',
  );
  await snap(page, testInfo, 'quick-add-unmatched-dialog');
});
