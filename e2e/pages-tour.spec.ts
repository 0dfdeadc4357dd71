import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { animationsSettled, mailedLink, snap, uniqueEmail } from './support.js';
import { PASSWORD, SETTINGS_PAGES, closeWelcome, seriousA11yViolations, signUp } from './pages-support.js';

// The three tours share nothing (each has its own person) and are the longest file: both workers take them.
test.describe.configure({ mode: 'parallel' });

/**
 * The themes a project scans: colour contrast does not depend on the width, so the phone-sized run
 * checks its layout in the light theme only and the desktop run checks both themes' colours.
 */
const themesOf = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? (['light'] as const) : (['light', 'dark'] as const));

/** Snaps the page and checks it has no serious or critical accessibility violations. */
async function check(page: Page, testInfo: TestInfo, name: string) {
  await animationsSettled(page);
  await snap(page, testInfo, name);
  const violations = await seriousA11yViolations(page);
  expect.soft(violations, `${name}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
  // Nothing wider than the screen (a 375 px phone must not scroll sideways).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name} overflows horizontally by ${overflow}px`).toBeLessThanOrEqual(0);
}

test('signed out: landing, public pages, sign-in screens and not-found are accessible', async ({ page }, testInfo) => {
  // Eleven full-page pictures and axe scans; at 375 px and twice the pixels that passed 90 s on a loaded machine.
  test.setTimeout(240_000);
  const pages: [string, string, RegExp | string][] = [
    ['/', 'tour-landing', 'Start Your Journey'],
    ['/pricing', 'tour-pricing', 'Pricing'],
    ['/coming-soon', 'tour-coming-soon', 'Coming Soon'],
    ['/privacy-policy', 'tour-privacy-policy', 'Privacy Policy'],
    ['/nowhere', 'tour-not-found', '404 Page Not Found'],
  ];
  for (const [path, name, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await check(page, testInfo, name);
  }
  // A roadmap feature opened, an FAQ answer opened, the terms dialog of the privacy page.
  await page.goto('/coming-soon');
  await page.getByRole('button', { name: /Trigger finder/ }).click();
  await check(page, testInfo, 'tour-coming-soon-expanded');
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Terms of Service' }).click();
  await check(page, testInfo, 'tour-privacy-terms-dialog');
  // Choosing a plan signed out: the toast, then the sign-in screen of the built-in provider.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page.getByText('Please sign in to upgrade your plan', { exact: true })).toBeVisible();
  // No picture or scan: the sign-in redirect follows within 1 s, and a picture taken as the page leaves once hung for minutes.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible({ timeout: 10_000 });
  await check(page, testInfo, 'tour-idp-sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await check(page, testInfo, 'tour-idp-sign-up');
  const email = uniqueEmail(testInfo, 'tour-signed-out');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await check(page, testInfo, 'tour-idp-check-email');
  await page.goto(await mailedLink(email));
  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await check(page, testInfo, 'tour-idp-confirm');
});

test('signed in: onboarding, home, every settings page and their dialogs are accessible in each theme scanned', async ({
  page,
}, testInfo) => {
  // About 40 axe scans in light and dark; on a 2-core machine running two browsers that nears 3 minutes.
  test.setTimeout(300_000);
  const themes = themesOf(testInfo);
  const last = themes.at(-1);
  await signUp(page, testInfo, 'tour');
  await check(page, testInfo, 'tour-welcome-modal');
  await closeWelcome(page);
  await check(page, testInfo, 'tour-home');

  for (const theme of themes) {
    await page.goto('/settings/appearance');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    for (const [path, title] of SETTINGS_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading settings...' })).toHaveCount(0);
      await check(page, testInfo, `tour-${theme}-${path.slice(1).replaceAll('/', '-')}`);
    }
  }

  // Dialogs and states of the settings pages (the last theme still on).
  await page.goto('/settings/support');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await page.getByRole('dialog', { name: 'Contact Us' }).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Subject is required', { exact: true })).toBeVisible();
  await check(page, testInfo, `tour-${last}-contact-errors`);
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await check(page, testInfo, `tour-${last}-delete-dialog`);
  await page.goto('/settings/privacy');
  await page.getByRole('switch', { name: 'Analytics & Crash Reports' }).click();
  await expect(page.getByRole('button', { name: /Test Backend Crash/ })).toBeVisible();
  await check(page, testInfo, `tour-${last}-privacy-analytics-on`);
  await page.goto('/settings/notifications');
  await page.getByRole('switch', { name: 'Allow notifications' }).click();
  await expect(page.getByText(/Notifications are turned off/)).toBeVisible();
  await check(page, testInfo, `tour-${last}-notifications-off`);

  await page.goto('/settings/appearance');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
  const more: [string, string][] = [
    ['/pricing', 'tour-signed-in-pricing'],
    ['/terms-of-service', 'tour-terms-accepted'],
    ['/intake-form', 'tour-intake-form'],
  ];
  for (const [path, name] of more) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await check(page, testInfo, name);
  }
  await page.goto('/idp/account/password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await check(page, testInfo, 'tour-change-password');
});

test('signed in: the dashboard, its dialogs, the symptom screen and chat are accessible in each theme scanned', async ({
  signedIn: { page },
}, testInfo) => {
  test.setTimeout(180_000);
  for (const theme of themesOf(testInfo)) {
    await page.goto('/settings/appearance');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await page.goto('/dashboard');
    // Mood, energy and sleep.
    await expect(page.getByText('Not logged yet')).toHaveCount(3);
    await check(page, testInfo, `tour-${theme}-dashboard`);
    for (const [button, dialog] of [
      ['Log mood', 'How are you feeling?'],
      ['Log energy', "How's your energy?"],
      ['Log symptoms', 'Log Symptoms'],
      ['Log Supplements', 'Log Supplements'],
      ['Log Nutrition', 'Log Nutrition'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await check(page, testInfo, `tour-${theme}-dashboard-${button.toLowerCase().replaceAll(' ', '-')}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
    }
    await page.getByRole('button', { name: /Choose another date/ }).click();
    await check(page, testInfo, `tour-${theme}-dashboard-date-picker`);
    await page.keyboard.press('Escape');
    await page.goto('/symptoms');
    await expect(page.getByRole('button', { name: 'Add New Symptom' })).toBeVisible();
    await check(page, testInfo, `tour-${theme}-symptoms`);
    await page.goto('/chat');
    await expect(page.getByText("Hi! I'm Willow")).toBeVisible();
    await check(page, testInfo, `tour-${theme}-chat`);
  }
});
