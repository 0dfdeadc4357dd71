import { expect, test } from './fixtures.js';
import { snap } from './support.js';
import { seriousA11yViolations } from './pages-support.js';

const FACT = "I'm allergic to peanuts";

test('chat memory: Willow keeps what it is asked to remember, draws on it, lists it in settings, and forgets it on Delete', async ({
  signedIn: { page },
}, testInfo) => {
  await page.goto('/chat');
  // No language model on this server: said once, under the header, to the person.
  await expect(page.getByText('Willow answers from your logs: ask about a day, a week or a symptom.')).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Message Willow' });
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await box.fill(`Remember that ${FACT}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(conversation).toContainText(
    `I’ll remember that: “${FACT}”. You can see or delete what I remember in Settings → Chat Memory.`,
  );
  await expect(box).toBeEnabled();
  await expect(conversation).not.toContainText('LLM_BASE_URL');

  // A later question touches it: the reply draws on it and says so.
  await box.fill('Is peanut butter a good snack for me?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(conversation).toContainText(`You asked me to remember: “${FACT}”.`);
  const note = conversation.getByRole('link', { name: 'Drew on what Willow remembers' });
  await expect(note).toBeVisible();
  await snap(page, testInfo, 'chat-memory-01-drew-on-memory');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The note leads to the chat memory settings, which list the fact.
  await note.click();
  await expect(page).toHaveURL(/\/settings\/chat-memory$/);
  const remembered = page.getByRole('region', { name: 'What Willow remembers' });
  await expect(remembered.getByText(FACT, { exact: true })).toBeVisible();
  await snap(page, testInfo, 'chat-memory-02-settings');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Deleted by keyboard, after a confirmation.
  await remembered.getByRole('button', { name: `Delete memory: ${FACT}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this memory?' });
  await expect(dialog).toContainText(`Willow forgets “${FACT}”. This cannot be undone.`);
  await snap(page, testInfo, 'chat-memory-03-confirm');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Willow has forgotten “${FACT}”.`, { exact: true })).toBeVisible();
  await expect(remembered.getByText(FACT, { exact: true })).toBeHidden();
  await expect(remembered.getByText(/In a chat, say “Remember that…”/)).toBeVisible();

  // Gone for good: a reload lists nothing, and Willow no longer brings it up.
  await page.reload();
  await expect(page.getByRole('region', { name: 'What Willow remembers' }).getByText(/In a chat, say “Remember that…”/)).toBeVisible();
  await page.goto('/chat');
  await box.fill('Is peanut butter a good snack for me?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(conversation).toContainText(/can't give medical|not able to answer medical/);
  await expect(conversation).not.toContainText('You asked me to remember');
  await expect(conversation.getByRole('link', { name: 'Drew on what Willow remembers' })).toHaveCount(0);
});
