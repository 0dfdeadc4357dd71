import { expect, test } from './fixtures.js';
import { snap } from './support.js';

test('a day of tracking: mood with tags, energy, two symptoms, a supplement and a meal survive a day change and a reload', async ({
  signedIn: { page },
}, testInfo) => {
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload(); // clears the sign-up toasts from the picture
  await expect(page.getByRole('heading', { name: /^Today, / })).toBeVisible();
  // Mood, energy and sleep.
  await expect(page.getByText('Not logged yet')).toHaveCount(3);
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
  // What was understood shows first; berries added to oatmeal are a small solid portion, half a cup.
  const understood = page.getByRole('region', { name: 'Meal to log' });
  await expect(understood.getByText(/^0\.5 cup · \d+ g · \d+ kcal$/)).toBeVisible();
  await understood.getByRole('button', { name: 'Save meal' }).click();
  await expect(page.getByText('Meal logged', { exact: true })).toBeVisible();
  // The foods are found with the food search, each with its calories; oatmeal said with no amount is the survey's usual serving of it.
  await expect(page.getByText(/^Logged oatmeal \(\d+ kcal\), berries \(\d+ kcal\)\.$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Meals of the day' }).getByText(/^Oat(s|meal)\b[^·]* · 1 (?:cup|serving)[^·]* · \d+ g$/),
  ).toBeVisible();

  // Quick symptom from the card.
  await page.getByLabel('Quick add a symptom').fill('Headache');
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(page.getByRole('list', { name: 'Symptoms of the day' }).getByText('Headache')).toBeVisible();

  // Two symptoms on the symptom screen: the known one and a new one, each with its severity.
  await page.getByRole('button', { name: 'Symptoms', exact: true }).click();
  await expect(page).toHaveURL(/\/symptoms\?date=\d{4}-\d{2}-\d{2}&period=7$/);
  const headache = page.getByRole('button', { name: /^Headache/ });
  await expect(headache).toContainText('Today');
  await headache.click();
  await page.getByRole('button', { name: 'Add New Symptom' }).click();
  await page.getByLabel('New symptom name').fill('Nausea');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await snap(page, testInfo, 'symptoms-select');
  await page.getByRole('button', { name: 'Next (2)' }).click();
  await page.getByRole('radiogroup', { name: 'Severity of Headache' }).getByText('Severe').click();
  await page.getByRole('radiogroup', { name: 'Severity of Nausea' }).getByText('Mild').click();
  await page.getByLabel('Additional Notes').fill('after a long day at work');
  await snap(page, testInfo, 'symptoms-severity');
  await page.getByRole('button', { name: 'Log 2 Symptoms' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Symptoms logged successfully', { exact: true })).toBeVisible();
  const daySymptoms = page.getByRole('list', { name: 'Symptoms of the day' });
  await expect(daySymptoms.getByText('Severe (4)')).toBeVisible();
  await expect(daySymptoms.getByText('Mild (1)')).toBeVisible();

  // A supplement from the suggestions.
  await page.getByRole('button', { name: 'Log Supplements' }).click();
  const supplements = page.getByRole('dialog', { name: 'Log Supplements' });
  await supplements.getByRole('button', { name: /Vitamin D/ }).click();
  await supplements.getByRole('button', { name: /^Log Selected/ }).click();
  await expect(supplements).toBeHidden();
  await expect(page.getByText('Vitamin D')).toBeVisible();
  await snap(page, testInfo, 'dashboard-logged');

  // Another day is empty; coming back shows everything again, and so does a reload.
  const title = await page.getByRole('heading', { name: /^Today, / }).textContent();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByRole('heading', { name: /^Today, / })).toBeHidden();
  await expect(page.getByText('Not logged yet')).toHaveCount(3);
  await expect(page.getByText('No meals logged for this day')).toBeVisible();
  await snap(page, testInfo, 'dashboard-yesterday');
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('heading', { name: title! })).toBeVisible();
  await expect(page.getByText('Good · 4/5 · 1 log')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Good · 4/5 · 1 log')).toBeVisible();
  await expect(page.getByText('Low · 2/5 · 1 log')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Meals of the day' }).getByText(/^Oat(s|meal)\b[^·]* · 1 (?:cup|serving)[^·]* · \d+ g$/),
  ).toBeVisible();
  await expect(daySymptoms.getByText('Nausea')).toBeVisible();
  await expect(page.getByText('Vitamin D')).toBeVisible();
  await page.getByRole('button', { name: /^Mood/ }).click();
  await expect(page.getByText('calm, hopeful')).toBeVisible();
  await snap(page, testInfo, 'dashboard-reloaded');
});
