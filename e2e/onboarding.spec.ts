import { expect, test } from '@playwright/test';
import { mailedLink, snap, uniqueEmail } from './support.js';

test('a new person signs up, completes onboarding, stays signed in, signs out and back in', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'journey');
  const password = 'a calm long password';

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Your Journey' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await snap(page, testInfo, '01-landing');

  // Sign-up through the real OpenID Connect redirect to the built-in provider.
  await page.getByRole('button', { name: 'Start Your Journey' }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your password is too short: use at least 8 characters', { exact: true })).toBeVisible();
  await snap(page, testInfo, '02-sign-up-error');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The account is made from the link mailed to the address; opened here, the sign-in carries on.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent an e-mail to ${email}.`, { exact: false })).toBeVisible();
  await snap(page, testInfo, '02b-check-email');
  await page.getByRole('button', { name: 'Send the e-mail again' }).click();
  await expect(page.getByText('We sent the e-mail again.', { exact: true })).toBeVisible();
  await page.goto(await mailedLink(email));
  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await snap(page, testInfo, '02c-confirm');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  // Name step with its validation toasts.
  await expect(page).toHaveURL(/\/onboarding\/name$/);
  await expect(page.getByText('Create an Account', { exact: true })).toBeVisible();
  await snap(page, testInfo, '03-name');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your first name', { exact: true })).toBeVisible();
  await expect(
    page.locator('li', { hasText: 'Please enter your first name' }).getByText('Your first name is required to continue.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Your first name is required to continue.');
  await page.getByLabel('First Name').fill('  Maya ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your last name', { exact: true })).toBeVisible();
  await snap(page, testInfo, '04-name-toast');
  await page.getByLabel('Last Name').fill('Rivers');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Intake skipped: all four empty goes straight to the terms.
  await expect(page).toHaveURL(/\/onboarding\/intake$/);
  await snap(page, testInfo, '05-intake');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);

  // Terms: the accept button waits for the checkbox.
  const accept = page.getByRole('button', { name: 'Accept and Continue' });
  await expect(accept).toBeDisabled();
  await expect(page.getByText('Last updated: September 11, 2025')).toBeVisible();
  await snap(page, testInfo, '06-terms');
  await page.getByRole('checkbox').check();
  await expect(accept).toBeEnabled();
  await accept.click();

  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expect(page.getByText("You're All Set!", { exact: true })).toBeVisible();
  await snap(page, testInfo, '07-welcome');
  await page.getByRole('button', { name: 'Enter Willow' }).click();
  await expect(page.getByText('Setting up your account...', { exact: true })).toBeVisible();

  // Home, with the founder's welcome shown once.
  await expect(page.getByText("Hi there! What's on your mind today?", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Welcome to Willow' })).toBeVisible();
  await snap(page, testInfo, '08-welcome-modal');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Willow' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start voice conversation' })).toBeVisible();
  await snap(page, testInfo, '09-home');

  // The history drawer shows the person and their plan.
  await page.getByRole('button', { name: /Willow beta/ }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Maya', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Free User', { exact: true })).toBeVisible();
  await expect(drawer.getByText('No conversations yet', { exact: true })).toBeVisible();
  await page.waitForTimeout(400); // let the 300 ms slide finish before the picture
  await snap(page, testInfo, '10-drawer');

  // The intake form is incomplete (dot) until the story is saved from the drawer.
  await drawer.getByRole('button', { name: 'Intake Form (incomplete)' }).click();
  const intake = page.getByRole('dialog', { name: 'Tell Us Your Story' });
  await expect(intake).toBeVisible();
  const save = intake.getByRole('button', { name: 'Save My Story' });
  await expect(save).toBeDisabled();
  await intake.getByLabel('Your Story & Vision').fill('I want steady energy through the afternoon.');
  await expect(intake.getByText('43/500 characters', { exact: true })).toBeVisible();
  await snap(page, testInfo, '10b-intake-modal');
  await save.click();
  await expect(page.getByText('Your health information has been saved successfully.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Willow beta/ }).click();
  await expect(drawer.getByRole('button', { name: 'Intake Form', exact: true })).toBeVisible();

  // Feedback from the drawer.
  await drawer.getByRole('button', { name: 'Submit Feedback' }).click();
  const feedbackDialog = page.getByRole('dialog', { name: 'Submit Feedback' });
  await feedbackDialog.getByPlaceholder("Tell us what's on your mind...").fill('Lovely calm colours.');
  await feedbackDialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Feedback sent!', { exact: true })).toBeVisible();
  await expect(feedbackDialog).toBeHidden();

  // Still signed in after a reload, and the welcome stays dismissed.
  await page.reload();
  await expect(page.getByText("Hi there! What's on your mind today?", { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Willow' })).toBeHidden();

  // Sign out ends both sessions and returns to the landing page.
  await page.getByRole('button', { name: /Willow beta/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Journey' })).toBeVisible({ timeout: 15_000 });
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // Signing up again with the address gives away nothing: the same page as for a new one.
  await page.getByRole('button', { name: 'Start Your Journey' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('someone elses password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  expect(await mailedLink(email)).toMatch(/\/api\/login\?flow=login$/);
  await page.goto('/');

  // Sign in again with the same account: straight home, onboarding remembered.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await snap(page, testInfo, '11-sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That e-mail or password is not right. Please try again.', { exact: true })).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText("Hi there! What's on your mind today?", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown paths show the not-found page to signed-out visitors', async ({ page }, testInfo) => {
  await page.goto('/dashboard');
  await expect(page.getByText('404 Page Not Found', { exact: true })).toBeVisible();
  await snap(page, testInfo, '12-not-found');
});
