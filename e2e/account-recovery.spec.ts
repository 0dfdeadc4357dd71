import { expect, test } from './fixtures.js';
import { mailedLink, snap } from './support.js';

test('"Forgot your password?" leads through the mailed link to a signed-in home, and signs the other device out', async ({
  signedIn,
  browser,
}, testInfo) => {
  const { person, page: otherDevice } = signedIn;
  const context = await browser.newContext({ viewport: otherDevice.viewportSize() ?? undefined });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();

    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(`If an account uses ${person.email}, we sent it a link to choose a new password.`)).toBeVisible();
    await snap(page, testInfo, 'recovery-01-check-email');

    await page.goto(await mailedLink(person.email));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password').fill('willow123');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('That password would be easy to guess.');
    await snap(page, testInfo, 'recovery-02-weak-password');
    await page.getByLabel('New password').fill('lanterns over the quiet harbour');
    await page.getByRole('button', { name: 'Save and sign in' }).click();

    // Signed in on this device, straight to home.
    await expect(page.getByRole('button', { name: 'Start voice conversation' })).toBeVisible({ timeout: 15_000 });
    await snap(page, testInfo, 'recovery-03-home');

    // The device that was signed in before is signed out.
    await otherDevice.reload();
    await expect(otherDevice.getByRole('button', { name: 'Log in' })).toBeVisible();
  } finally {
    await context.close();
  }
});
