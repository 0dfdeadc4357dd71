import { expect, test } from '@playwright/test';
import { signUpAndOnboard, snap } from './support.js';

test('a day of tracking: mood with tags, energy, two symptoms, a supplement and a meal survive a day change and a reload', async ({ page }, testInfo) => {
  await signUpAndOnboard(page, testInfo, 'tracking');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload(); // clears the sign-up toasts from the picture
  await expect(page.getByRole('heading', { name: /^Today, / })).toBeVisible();
  await expect(page.getByText('Not logged yet')).toHaveCount(2);
  await snap(page, testInfo, 'dashboard-empty');

  // Mood with a predefined and a custom tag.
  await page.getByRole('button', { name: 'Log mood' }).click();
  const mood = page.getByRole('dialog', { name: 'How are you feeling?' });
  await mood.getByRole('radio', { name: /Good/ }).click();
  await mood.getByRole('button', { name: 'calm', exact: true }).click();
  await mood.getByLabel('Custom tag').fill('hopeful');
  await mood.getByRole('button', { name: 'Add', exact: true }).click();
  await snap(page, testInfo, 'mood-dialog');
  await mood.getByRole('button', { name: 'Save Mood' }).click();
  await expect(mood).toBeHidden();
  await expect(page.getByText('Good · 4/5 · 1 log')).toBeVisible();

  // Energy.
  await page.getByRole('button', { name: 'Log energy' }).click();
  const energy = page.getByRole('dialog', { name: "How's your energy?" });
  await energy.getByRole('radio', { name: /Low/ }).click();
  await energy.getByRole('button', { name: 'Save Energy' }).click();
  await expect(energy).toBeHidden();
  await expect(page.getByText('Low · 2/5 · 1 log')).toBeVisible();

  // A quick meal.
  await page.getByLabel('Quick add a meal').fill('Oatmeal with berries');
  await page.getByLabel('Quick add a meal').press('Enter');
  await expect(page.getByText('Meal logged', { exact: true })).toBeVisible();
  await expect(page.getByText('Oatmeal with berries')).toBeVisible();

  // Quick symptom from the card.
  await page.getByLabel('Quick add a symptom').fill('Headache');
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(page.getByRole('list', { name: 'Symptoms of the day' }).getByText('Headache')).toBeVisible();
  await snap(page, testInfo, 'dashboard-logged');

  // Another day is empty; coming back shows everything again, and so does a reload.
  const title = await page.getByRole('heading', { name: /^Today, / }).textContent();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByRole('heading', { name: /^Today, / })).toBeHidden();
  await expect(page.getByText('Not logged yet')).toHaveCount(2);
  await expect(page.getByText('No meals logged for this day')).toBeVisible();
  await snap(page, testInfo, 'dashboard-yesterday');
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('heading', { name: title! })).toBeVisible();
  await expect(page.getByText('Good · 4/5 · 1 log')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Good · 4/5 · 1 log')).toBeVisible();
  await expect(page.getByText('Low · 2/5 · 1 log')).toBeVisible();
  await expect(page.getByText('Oatmeal with berries')).toBeVisible();
  await page.getByRole('button', { name: /^Mood/ }).click();
  await expect(page.getByText('calm, hopeful')).toBeVisible();
  await snap(page, testInfo, 'dashboard-reloaded');
});
