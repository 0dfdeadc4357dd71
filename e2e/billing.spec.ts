import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { seriousA11yViolations } from './pages-support.js';
import { snap } from './support.js';

/** Spends the day's 30 free messages through the API (the browser's own session), in one new conversation. */
async function useUpFreeMessages(page: Page): Promise<string> {
  const conversation = (await (await page.request.post('/api/conversations', { data: { title: 'Thirty' } })).json()) as { id: string };
  for (let i = 1; i <= 30; i++) {
    const response = await page.request.post('/api/chat', { data: { conversationId: conversation.id, message: `message ${i}` } });
    expect(response.status()).toBe(200);
  }
  return conversation.id;
}

test('a free user at 30/30 upgrades to Pro through the test checkout, sees Pro everywhere, sends a 31st message and cancels in the test portal', async ({
  signedIn: { page },
  context,
}, testInfo) => {
  await expect(page.getByText('Your plan:').locator('..')).toContainText('Free');
  const conversationId = await useUpFreeMessages(page);

  // The 31st message meets the limit.
  await page.goto(`/chat/${conversationId}`);
  const box = page.getByRole('textbox', { name: 'Message Willow' });
  await box.fill('the thirty-first');
  await page.getByRole('button', { name: 'Send message' }).click();
  const limit = page.getByRole('dialog', { name: 'Daily message limit reached' });
  await expect(limit).toContainText('30/30 daily messages used');
  await snap(page, testInfo, 'billing-limit-dialog');

  // Upgrade opens the test checkout in a new tab.
  const checkoutTab = context.waitForEvent('page');
  await limit.getByRole('button', { name: 'Upgrade' }).click();
  const checkout = await checkoutTab;
  await expect(checkout.getByText('Test checkout — no payment is taken').first()).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Subscribe to Willow Pro' })).toBeVisible();
  await snap(checkout, testInfo, 'billing-test-checkout');
  await checkout.getByRole('button', { name: 'Subscribe to Pro (no payment)' }).click();

  // The checkout returns to /pricing in that tab: verified, toasted, the URL cleaned.
  await expect(checkout.getByText('Subscription Updated!', { exact: true })).toBeVisible();
  await expect(checkout).toHaveURL(/\/pricing$/);
  await expect(checkout.getByRole('button', { name: 'Pro: Current Plan' })).toBeVisible();
  await snap(checkout, testInfo, 'billing-subscription-updated');
  await checkout.close();

  // Back in the chat, the kept message goes through.
  await page.bringToFront();
  await expect(limit).toBeHidden();
  await expect(box).toHaveValue('the thirty-first');
  await page.getByRole('button', { name: 'Send message' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('the thirty-first')).toBeVisible();
  await expect(box).toBeEnabled();
  await expect(page.getByRole('dialog', { name: 'Daily message limit reached' })).toBeHidden();
  const messages = (await (await page.request.get(`/api/conversations/${conversationId}/messages`)).json()) as { role: string }[];
  expect(messages.filter((m) => m.role === 'user')).toHaveLength(31);

  // Pro everywhere: the home badge, the drawer, the usage page.
  await page.goto('/');
  await expect(page.getByText('Your plan:').locator('..')).toContainText('Pro');
  await page.getByRole('button', { name: 'Willow beta' }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await expect(drawer.getByText('Pro User')).toBeVisible();
  await snap(page, testInfo, 'billing-drawer-pro');
  await page.keyboard.press('Escape');
  await page.goto('/settings/chat-voice');
  await expect(page.getByText('You are on the Pro plan.')).toBeVisible();
  await expect(page.getByText('Unlimited messages')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Ultra' })).toBeVisible();
  await snap(page, testInfo, 'billing-usage-pro');

  // Manage Subscription opens the test portal; canceling keeps Pro until the period ends.
  await page.goto('/');
  await page.getByRole('button', { name: 'Willow beta' }).click();
  await page.getByRole('dialog', { name: 'History' }).getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test\/portal$/);
  await expect(page.getByText('Test billing portal — no payment is taken').first()).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/^Cancels on .*you keep Pro until then, then move to Free\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await snap(page, testInfo, 'billing-test-portal-canceled');
  await page.getByRole('link', { name: 'Return to Willow' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Pro: Current Plan' })).toBeVisible();
  const current: unknown = await (await page.request.get('/api/subscription/current')).json();
  expect(current).toMatchObject({ plan: { name: 'pro' }, cancelAtPeriodEnd: true });
});

test('a canceled checkout comes back to /pricing with its toast and a clean URL', async ({ signedIn: { page } }, testInfo) => {
  await page.goto('/pricing');
  await expect(page.getByRole('note')).toContainText('Test checkout — no payment is taken');
  await page.getByRole('button', { name: 'Choose Ultra' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test\/checkout\/test_cs_/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Willow Ultra' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel and return to Willow' }).click();
  await expect(page.getByText('Subscription Canceled', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Free: Current Plan' })).toBeVisible();
  await snap(page, testInfo, 'billing-checkout-canceled');
});
