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

  const toast = page.getByRole('status').filter({ hasText: 'Meal logged' });
  await expect(toast).toContainText(/Logged 2 eggs \(\d+ kcal\), coffee/);
  await snap(page, testInfo, 'quick-add-toast');
  const calories = Number((await card.getByText(/\d+ cal$/).first().textContent())!.match(/([\d,]+) cal$/)![1]!.replace(/,/g, ''));
  expect(calories).toBeGreaterThan(100);
  await expect(card.getByText(/^Egg, whole · 2 large · 100 g$/)).toBeVisible();
  await expect(card.getByText(/coffee/i)).toBeVisible();
  await expect(card.getByText(/^Milk/)).toBeVisible();
  await expect(card.getByText('no values yet')).toHaveCount(0);
  await snap(page, testInfo, 'quick-add-dashboard');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Meal removed')).toBeVisible();
  await expect(page.getByText('No meals logged for this day')).toBeVisible();
});
