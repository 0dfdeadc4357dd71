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
});
