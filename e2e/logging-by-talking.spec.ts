import { expect, test } from './fixtures.js';
import { snap } from './support.js';

const SAID = 'I had a bad headache after lunch, about a 4';

test('logging by talking: a sentence becomes a card; Save logs it, Dismiss logs nothing, and both survive a reload', async ({
  signedIn: { page },
}, testInfo) => {
  await page.goto('/chat');
  const box = page.getByRole('textbox', { name: 'Message Willow' });
  const conversation = page.getByRole('log', { name: 'Conversation' });

  // The offline responder understands the sentence and proposes one symptom; nothing is saved yet.
  await box.fill(SAID);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(conversation.getByText("Here's what I understood — tap Save to log it.")).toBeVisible();
  const symptom = conversation.getByRole('article', { name: 'Symptom' });
  await expect(symptom).toContainText('Headache · intensity 4/5 (Severe)');
  await expect(symptom).toContainText(/Today · /);
  await snap(page, testInfo, 'talking-card');

  await symptom.getByRole('button', { name: 'Save symptom' }).click();
  await expect(symptom.getByText('Saved', { exact: true })).toBeVisible();
  await expect(symptom.getByRole('button', { name: 'Save symptom' })).toHaveCount(0);

  // A second sentence: dismissed, so nothing is saved.
  await expect(box).toBeEnabled();
  await box.fill('my mood is a 2');
  await page.getByRole('button', { name: 'Send message' }).click();
  const mood = conversation.getByRole('article', { name: 'Mood' });
  await expect(mood).toContainText('2/5 · Poor');
  await mood.getByRole('button', { name: 'Dismiss mood' }).click();
  await expect(mood.getByText('Dismissed: nothing was saved.')).toBeVisible();
  await snap(page, testInfo, 'talking-saved-and-dismissed');

  // The cards keep their states across a reload.
  await page.reload();
  await expect(conversation.getByRole('article', { name: 'Symptom' }).getByText('Saved', { exact: true })).toBeVisible();
  await expect(conversation.getByRole('article', { name: 'Mood' }).getByText('Dismissed: nothing was saved.')).toBeVisible();

  // A question about it is answered from the logs, with a chip for the day the figure rests on.
  await box.fill('How was my headache this week?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(conversation.getByText(/You logged headache on 1 day this week .*at 4\/5 on average/)).toBeVisible();
  await expect(
    conversation.getByRole('region', { name: 'Sources from your logs' }).getByRole('link', { name: /^Open .+ on the dashboard$/ }),
  ).toBeVisible();
  await snap(page, testInfo, 'talking-sources');

  // The saved card opens its day: the headache is there at intensity 4, and no mood was logged.
  // (The dashboard keeps the day selected and takes ?date= out of the address once it is open.)
  await conversation.getByRole('link', { name: 'See it on the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?date=\d{4}-\d{2}-\d{2})?$/);
  const daySymptoms = page.getByRole('list', { name: 'Symptoms of the day' });
  await expect(daySymptoms.getByText('Headache')).toBeVisible();
  await expect(daySymptoms.getByText('Severe (4)')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mood\s*Not logged yet/ })).toBeVisible();
  await snap(page, testInfo, 'talking-dashboard');
});
