import { expect, type Page, type TestInfo } from '@playwright/test';
import { MAIL_HTTP_PORT } from './run-env.js';

/** Saves a full-page screenshot under e2e/screenshots/<project>/ for people to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/${name}.png`, fullPage: true });
}

/**
 * Waits until no short CSS animation or transition runs (a dialog's fade, a toast's slide, all
 * under a second); endless and slow decorative ones are not waited for.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || Number(animation.effect?.getComputedTiming().endTime ?? Infinity) > 1000),
  );
}

export const uniqueEmail = (testInfo: TestInfo, label: string) =>
  `${label}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

/** The link in the latest mail to `email`, as the mail catcher (e2e/mail-catcher.ts) received it. */
export async function mailedLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/link?to=${encodeURIComponent(email)}`);
        link = response.ok ? ((await response.json()) as { link: string }).link : '';
        return link;
      },
      { message: `a mail with a link to ${email}` },
    )
    .not.toBe('');
  return link;
}

/**
 * After "Create account": the check-your-e-mail page, then the link mailed to `email` opened in
 * the same browser and confirmed, which carries the sign-in on to the app (onboarding).
 */
export async function confirmSignUpFromMail(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await mailedLink(email));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
}
