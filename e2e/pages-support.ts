import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { confirmSignUpFromMail, uniqueEmail } from './support.js';

export const PASSWORD = 'a calm long password';

/** Signs a new person up through the real OpenID Connect flow, the mailed link and onboarding, ending at the welcome. */
export async function signUp(page: Page, testInfo: TestInfo, label: string, { firstName = 'Maya', lastName = 'Rivers' } = {}) {
  const email = uniqueEmail(testInfo, label);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your Journey' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmSignUpFromMail(page, email);
  await expect(page).toHaveURL(/\/onboarding\/name$/);
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/intake$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Accept and Continue' }).click();
  await page.getByRole('button', { name: 'Enter Willow' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Willow' })).toBeVisible({ timeout: 15_000 });
  return { email };
}

/** Closes the one-time welcome if it is showing. */
export async function closeWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Welcome to Willow' });
  if (await welcome.isVisible()) {
    await welcome.getByRole('button', { name: 'Get Started' }).click();
    await expect(welcome).toBeHidden();
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is and answers the serious and
 * critical violations. Injected through evaluate, which the page's Content-Security-Policy allows.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: a dialog opened on the same page keeps the axe of its previous scan.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Every settings page and the heading that says it opened. */
export const SETTINGS_PAGES: [string, string][] = [
  ['/settings', 'Settings'],
  ['/settings/profile', 'Profile Information'],
  ['/settings/security', 'Security'],
  ['/settings/notifications', 'Notifications'],
  ['/settings/privacy', 'Privacy Settings'],
  ['/settings/data-management', 'Data Management'],
  ['/settings/health-focus', 'Health Focus'],
  ['/settings/chat-memory', 'Chat Memory'],
  ['/settings/chat-voice', 'Chat & Voice'],
  ['/settings/audio', 'Audio'],
  ['/settings/appearance', 'Appearance'],
  ['/settings/support', 'Support & Legal'],
];
