import { expect, test } from './fixtures.js';
import { snap } from './support.js';
import { seriousA11yViolations } from './pages-support.js';

test('the offline assistant: a short conversation that greets, logs, answers from the day and says what it can do', async ({
  signedIn: { page },
}, testInfo) => {
  await page.goto('/chat');
  // (The first load of the chat's code can take a while on a busy machine.)
  await expect(page.getByText('Willow answers from your logs: ask about a day, a week or a symptom.')).toBeVisible({ timeout: 30_000 });
  const box = page.getByRole('textbox', { name: 'Message Willow' });
  const conversation = page.getByRole('log', { name: 'Conversation' });
  const say = async (text: string) => {
    await expect(box).toBeEnabled();
    await box.fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
  };

  // A greeting is answered as one, with questions to try next.
  await say('Hi Willow!');
  await expect(conversation).toContainText(/(?:Hi|Hello|Hey) Maya/);
  await expect(conversation).toContainText(/You could also ask:|You might ask next:|Other things to try:/);

  // Intensity said in words: 'really bad' is 5 of 5.
  await say('I have a really bad headache this morning');
  const symptom = conversation.getByRole('article', { name: 'Symptom' });
  await expect(symptom).toContainText('Headache · intensity 5/5');
  await symptom.getByRole('button', { name: 'Save symptom' }).click();
  await expect(symptom.getByText('Saved', { exact: true })).toBeVisible();

  // The day is answered from the logs, with a chip for it.
  await say('How was today?');
  await expect(conversation).toContainText('headache (5/5)');
  await expect(
    conversation
      .getByRole('region', { name: 'Sources from your logs' })
      .last()
      .getByRole('link', { name: /^Open .+ on the dashboard$/ }),
  ).toBeVisible();
  await snap(page, testInfo, 'offline-assistant-01-day');

  await say('What can you do?');
  await expect(conversation).toContainText(/“[^”]+\?”/);
  await expect(box).toBeEnabled();
  await snap(page, testInfo, 'offline-assistant-02-what-it-can-do');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A crisis gets the resources only: no card under it.
  await say('I feel hopeless and want to end my life');
  await expect(conversation).toContainText('988');
  await expect(box).toBeEnabled();
  await expect(conversation.getByRole('article')).toHaveCount(1);
  await snap(page, testInfo, 'offline-assistant-03-crisis');
});
