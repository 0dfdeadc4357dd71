import { expect, test } from './fixtures.js';
import { snap } from './support.js';

test('sleep: last night logged from the dashboard card shows on the card, and stays after a reload', async ({
  signedIn: { page },
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'A phone-sized check: the card and its dialog at 375 px');
  await page.goto('/dashboard');
  const card = page.getByTestId('sleep-summary');
  await expect(card).toHaveText('Not logged yet');

  await page.getByRole('button', { name: 'Log sleep' }).click();
  const dialog = page.getByRole('dialog', { name: 'How did you sleep?' });
  await dialog.getByRole('radio', { name: 'Bed and wake time' }).click();
  await dialog.getByLabel('Went to bed').fill('23:30');
  await dialog.getByLabel('Woke up').fill('06:45');
  await dialog.getByRole('radio', { name: /Poor/ }).click();
  await dialog.getByLabel('Times woken (optional)').fill('3');
  await snap(page, testInfo, 'sleep-dialog');
  await dialog.getByRole('button', { name: 'Save Sleep' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toHaveText('7 h 15 min · 23:30–06:45 · Poor · woke 3 times');
  // Nothing on the card spills past the phone's width.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await snap(page, testInfo, 'sleep-card');
  await page.reload();
  await expect(page.getByTestId('sleep-summary')).toHaveText('7 h 15 min · 23:30–06:45 · Poor · woke 3 times');
  await expect(page.getByRole('button', { name: 'Edit sleep' })).toBeVisible();
});
