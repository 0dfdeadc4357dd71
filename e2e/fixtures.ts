import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { CLAIMS_DIR, PEOPLE_FILE, type SeededPerson } from './run-env.js';

/** Takes a seeded person no other test has taken, in this worker or another. */
function claimPerson(): SeededPerson {
  const people = JSON.parse(readFileSync(PEOPLE_FILE, 'utf8')) as SeededPerson[];
  for (const [index, person] of people.entries()) {
    try {
      closeSync(openSync(path.join(CLAIMS_DIR, String(index)), 'wx'));
      return person;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`All ${people.length} seeded people are taken: raise PEOPLE_COUNT in e2e/seed-people.ts`);
}

/**
 * `signedIn`: a page already signed in as a new, onboarded person (Maya Rivers, welcome seen),
 * open on home, with the person's e-mail and password. For tests that are not about signing up
 * or in; those walk the real flow (e2e/support.ts).
 */
export const test = base.extend<{ signedIn: { page: Page; person: SeededPerson } }>({
  signedIn: async ({ page, baseURL }, use) => {
    const person = claimPerson();
    await page.context().addCookies([{ ...person.cookie, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start voice conversation' })).toBeVisible({ timeout: 15_000 });
    await use({ page, person });
  },
});

export { expect };
