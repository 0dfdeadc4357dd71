import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { snap } from './support.js';
import { closeWelcome, signUp } from './pages-support.js';

const settingsUpdated = (page: Page) => expect(page.getByText('Settings updated', { exact: true })).toBeVisible();

test('profile, theme, notifications and health focus changes persist after a reload', async ({ signedIn: { page } }, testInfo) => {
  test.setTimeout(120_000);

  // Profile: only the changed field is sent; the status text follows.
  await page.goto('/settings/profile');
  await expect(page.getByText('Profile up to date', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await page.getByLabel('Last Name').fill('Stone');
  await expect(page.getByText('You have unsaved changes', { exact: true })).toBeVisible();
  const patch = page.waitForRequest((r) => r.url().endsWith('/api/auth/user') && r.method() === 'PATCH');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await patch).postDataJSON()).toEqual({ lastName: 'Stone' });
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Last Name')).toHaveValue('Stone');
  await expect(page.getByLabel('First Name')).toHaveValue('Maya');

  // Theme: applied at once, kept after reload.
  await page.goto('/settings/appearance');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await settingsUpdated(page);
  await page.evaluate(() => localStorage.clear()); // the server's value, not the local copy, brings it back
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await snap(page, testInfo, 'settings-appearance-dark');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await settingsUpdated(page);

  // Notifications: a sub-switch off, then the master off shows the notice.
  await page.goto('/settings/notifications');
  await page.getByRole('switch', { name: 'Streaks' }).click();
  await settingsUpdated(page);
  await page.getByRole('switch', { name: 'Allow notifications' }).click();
  await expect(page.getByText(/Notifications are turned off/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Allow notifications' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(/Notifications are turned off/)).toBeVisible();
  await page.getByRole('switch', { name: 'Allow notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Streaks' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Insights' })).toHaveAttribute('aria-checked', 'true');

  // Health focus: goals, two areas on and one off again, the tone.
  await page.goto('/settings/health-focus');
  await page.getByLabel('What would you like to work on?').fill('Fewer afternoon crashes');
  await page.getByRole('button', { name: 'Save Goals' }).click();
  await settingsUpdated(page);
  for (const area of ['Sleep', 'Gut Health', 'Energy']) {
    await page.getByRole('button', { name: area, exact: true }).click();
    await expect(page.getByRole('button', { name: area, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: 'Gut Health', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Gut Health', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('combobox', { name: 'How Willow talks with you' }).selectOption('direct');
  await settingsUpdated(page);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByLabel('What would you like to work on?')).toHaveValue('Fewer afternoon crashes');
  await expect(page.getByRole('button', { name: 'Sleep', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Energy', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Gut Health', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('combobox', { name: 'How Willow talks with you' })).toHaveValue('direct');
  await snap(page, testInfo, 'settings-health-focus-saved');
  const saved: unknown = await (await page.request.get('/api/settings')).json();
  expect(saved).toMatchObject({
    theme: 'light',
    pushNotifications: true,
    streakNotifications: false,
    focusAreas: ['Sleep', 'Energy'],
    coachingTone: 'direct',
    openEndedHealthFocus: 'Fewer afternoon crashes',
  });
});

test('contact form: each validation message, then the message is sent', async ({ signedIn: { page } }, testInfo) => {
  await page.goto('/settings/support');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  const send = dialog.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(dialog.getByText('Subject is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Message must be at least 10 characters', { exact: true })).toBeVisible();
  await dialog.getByLabel('Subject').fill('s'.repeat(101));
  await dialog.getByLabel('Message').fill('m'.repeat(1001));
  await send.click();
  await expect(dialog.getByText('Subject must be less than 100 characters', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Message must be less than 1000 characters', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'settings-contact-too-long');
  await dialog.getByLabel('Subject').fill('Billing question');
  await dialog.getByLabel('Message').fill('short');
  await send.click();
  await expect(dialog.getByText('Message must be at least 10 characters', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Subject is required', { exact: true })).toBeHidden();
  await dialog.getByLabel('Message').fill('How do I change my plan next month?');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/feedback'));
  await send.click();
  expect((await request).postDataJSON()).toEqual({
    message: 'Subject: Billing question\n\nHow do I change my plan next month?',
    type: 'contact',
  });
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for your message. We'll get back to you soon!", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await snap(page, testInfo, 'settings-contact-sent');
});

test('download my data: the JSON holds the account and its settings; the daily logs come as CSV', async ({
  signedIn: { page },
}, testInfo) => {
  await page.goto('/settings/health-focus');
  await page.getByRole('button', { name: 'Stress', exact: true }).click();
  await settingsUpdated(page);
  await page.goto('/settings/data-management');
  await expect(page.getByText(/kept indefinitely/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Keep my health data for' }).selectOption('12');
  await expect(page.getByText(/deleted after 12 months/)).toBeVisible();

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(json.suggestedFilename()).toBe('willow-data.json');
  const data = JSON.parse(readFileSync(await json.path(), 'utf8')) as Record<string, unknown>;
  expect(data.profile).toMatchObject({ firstName: 'Maya', lastName: 'Rivers' });
  expect(data.settings).toMatchObject({ focusAreas: ['Stress'], dataRetentionMonths: 12 });
  for (const key of ['moodEntries', 'energyEntries', 'symptomEntries', 'meals', 'supplementEntries', 'feedback'])
    expect(data[key]).toEqual([]);
  await expect(page.getByText('Download ready', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'settings-data-downloaded');

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download daily logs (CSV)' }).click()]);
  expect(csv.suggestedFilename()).toBe('willow-daily-logs.csv');
  expect(readFileSync(await csv.path(), 'utf8')).toMatch(/^date,time,type,name,/);
});

test('delete account: confirm, Account deleted, back to the landing page and signed out', async ({
  signedIn: { page, person },
}, testInfo) => {
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('Your account and all data have been permanently deleted.', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'settings-account-deleted');
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Start Your Journey' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The built-in account went too: signing in with it fails.
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('sign out from Support & Legal shows Logged out on the landing page', async ({ page }, testInfo) => {
  await signUp(page, testInfo, 'signout');
  await closeWelcome(page);
  await page.goto('/settings/support');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Journey' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'settings-logged-out');
});

test('security: the built-in provider changes the password, and the new one signs in', async ({ page }, testInfo) => {
  const { email } = await signUp(page, testInfo, 'password');
  await closeWelcome(page);
  await page.goto('/settings/security');
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password').fill('a brand new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not right. Please try again.', { exact: true })).toBeVisible();
  await page.getByLabel('Current password').fill('a calm long password');
  await page.getByLabel('New password').fill('a brand new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'settings-password-changed');
  await page.getByRole('button', { name: 'Back to Willow' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);

  await page.goto('/settings/support');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a brand new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText("Hi there! What's on your mind today?", { exact: true })).toBeVisible();
});

test('privacy: crash tests appear with analytics on and reach the server', async ({ signedIn: { page } }, testInfo) => {
  await page.goto('/settings/privacy');
  await expect(page.getByRole('button', { name: /Test Front-end Crash/ })).toBeHidden();
  await page.getByRole('switch', { name: 'Analytics & Crash Reports' }).click();
  await settingsUpdated(page);
  const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors'));
  await page.getByRole('button', { name: /Test Front-end Crash/ }).click();
  expect((await report).postDataJSON()).toMatchObject({
    message: 'Test crash requested from Privacy Settings (front end)',
    url: '/settings/privacy',
  });
  await expect(page.getByText('Front-end test error sent', { exact: true })).toBeVisible();
  const crash = page.waitForResponse((r) => r.url().endsWith('/api/test-crash-reporting'));
  await page.getByRole('button', { name: /Test Backend Crash/ }).click();
  expect((await crash).status()).toBe(500);
  await expect(page.getByText('Backend test error sent', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'settings-privacy-crash-tests');
});
