import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot under e2e/screenshots/<project>/ for people to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/${name}.png`, fullPage: true });
}

export const uniqueEmail = (testInfo: TestInfo, label: string) =>
  `${label}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
