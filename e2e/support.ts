import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot under e2e/screenshots/<project>/ for people to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/${name}.png`, fullPage: true });
}

export const uniqueEmail = (testInfo: TestInfo, label: string) =>
  `${label}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

/**
 * Signs a new person up through the real OpenID Connect redirect to the built-in provider and
 * walks onboarding the shortest way (name, no story, terms), ending on home with the welcome closed.
 */
export async function signUpAndOnboard(page: Page, testInfo: TestInfo, label: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your Journey' }).click();
  await page.getByLabel('E-mail').fill(uniqueEmail(testInfo, label));
  await page.getByLabel('Password').fill('a calm long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill('Rivers');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Accept and Continue' }).click();
  await page.getByRole('button', { name: 'Enter Willow' }).click();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('dialog', { name: 'Welcome to Willow' }).waitFor({ state: 'hidden' });
}
