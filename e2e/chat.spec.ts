import { expect, test } from './fixtures.js';
import { snap } from './support.js';

const QUESTION = 'How has my energy been this week?';

test('chat: a question about logged energy streams a reply citing the number, survives a reload, and is deleted from the drawer', async ({
  signedIn: { page },
}, testInfo) => {
  // Something to talk about: today's energy, Good (4/5).
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Log energy' }).click();
  const energy = page.getByRole('dialog', { name: "How's your energy?" });
  await energy.getByRole('radio', { name: /Good/ }).click();
  await energy.getByRole('button', { name: 'Save Energy' }).click();
  await expect(energy).toBeHidden();
  await expect(page.getByText('Good · 4/5 · 1 log')).toBeVisible();

  // Chat opens from home: the empty state with its suggestions.
  await page.goto('/'); // a fresh page, without the dashboard's toasts
  await page.getByRole('button', { name: 'Voice', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: "Hi! I'm Willow" })).toBeVisible();
  await expect(page.getByText('Your personal health companion')).toBeVisible();
  await expect(page.getByRole('button', { name: /Root Cause & Remission/ })).toBeVisible();
  await expect(page.getByText('Willow is not medical advice. Please seek professional help if needed.')).toBeVisible();
  await snap(page, testInfo, 'chat-empty');

  // The voice toggle opens voice mode over the chat (e2e/voice.spec.ts talks in it); back to chat closes it.
  await page.getByRole('button', { name: 'Voice mode' }).click();
  const voice = page.getByRole('region', { name: 'Voice conversation' });
  await expect(voice).toBeVisible();
  await voice.getByRole('button', { name: 'Back to chat' }).click();
  await expect(voice).toBeHidden();

  // Ask; the reply arrives as a server-sent event stream and cites the logged 4/5 in bold.
  const box = page.getByRole('textbox', { name: 'Message Willow' });
  await box.fill(QUESTION);
  const streamed = page.waitForResponse((response) => response.url().endsWith('/api/chat') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send message' }).click();
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation.getByText(QUESTION)).toBeVisible();
  const response = await streamed;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const number = conversation.locator('strong', { hasText: '4/5' });
  await expect(number).toBeVisible();
  await expect(conversation).toContainText(/energy (?:averaged|was|came to) 4\/5 this week/);
  await expect(box).toBeEnabled();
  await expect(page.getByRole('status')).toHaveCount(0);
  const url = page.url();
  await snap(page, testInfo, 'chat-reply');

  // A reload reads the conversation back from the server.
  await page.reload();
  await expect(conversation.getByText(QUESTION)).toBeVisible();
  await expect(conversation.locator('strong', { hasText: '4/5' })).toBeVisible();
  await expect(page.getByText(QUESTION, { exact: true }).first()).toBeVisible();

  // Back home, the drawer lists it; it opens from there, and is deleted from there.
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Willow beta' }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  const entry = drawer.getByRole('link', { name: new RegExp(QUESTION.replace(/[?]/g, '\\?')) });
  await expect(entry).toBeVisible();
  await snap(page, testInfo, 'drawer-with-conversation');
  await entry.click();
  await expect(page).toHaveURL(url);
  await expect(conversation.locator('strong', { hasText: '4/5' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.getByRole('button', { name: 'Willow beta' }).click();
  await expect(entry).toBeVisible();
  await entry.hover();
  await drawer.getByRole('button', { name: `Delete ${QUESTION}` }).click();
  await page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Chat deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('The conversation has been removed from your history.', { exact: true })).toBeVisible();
  await expect(drawer.getByText('No conversations yet')).toBeVisible();
  await expect(drawer.getByText('Start a chat to see your history here')).toBeVisible();
  await snap(page, testInfo, 'drawer-after-delete');
});
