import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { snap } from './support.js';

const DAYS = 28;
const dayString = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The local day `back` days before today, and its noon as an instant (today before noon: a minute ago, as a log cannot be in the future). */
function dayBefore(back: number) {
  const date = new Date();
  date.setDate(date.getDate() - back);
  date.setHours(12, 0, 0, 0);
  return { day: dayString(date), at: new Date(Math.min(date.getTime(), Date.now() - 60_000)).toISOString() };
}

/**
 * Four weeks through the API: bread at lunch every third day, in place of soup, and a headache of
 * 4 and a mood of 2 the day after it (1 and 4 on the other days); the day before bread a calm
 * mood and energy a third of a point higher (3, 3 and 4 against 3: a small, weaker signal);
 * magnesium most days.
 */
async function logFourWeeks(page: Page) {
  for (let i = 0; i < DAYS; i++) {
    const { day, at } = dayBefore(DAYS - 1 - i);
    const bread = i % 3 === 0;
    const headache = i % 3 === 1;
    const calm = i % 3 === 2;
    const post = async (kind: string, data: object) =>
      expect((await page.request.post(`/api/health/${day}/${kind}`, { data })).status()).toBe(201);
    await post('mood', { score: headache ? 2 : 4, tags: calm ? ['calm'] : [], timestamp: at });
    for (const score of calm ? [3, 3, 4] : [3]) await post('energy', { score, timestamp: at });
    await post('symptom', { name: 'Headache', intensity: headache ? 4 : 1, timestamp: at });
    const food = bread ? 'Bread, wheat' : 'Soup, tomato';
    await post('nutrition', {
      meal: 'lunch',
      items: [{ name: food, fdcId: bread ? 1 : 2, calories: 450 }],
      calories: 450,
      protein: 15,
      carbs: 60,
      fat: 12,
      logTime: at,
    });
    await post('supplement', { name: 'Magnesium', dose: '200', unit: 'mg', taken: i % 4 !== 0, takenAt: at });
  }
}

test('insights: four weeks of logs as charts and tables, a strong pattern that opens its days, weaker signals on request, not enough days in a week, and a report for the doctor as a PDF', async ({
  signedIn: { page },
}, testInfo) => {
  await logFourWeeks(page);

  // From the dashboard's link.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Insights, patterns and a report for your doctor' }).click();
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '28 days' }).click();
  await expect(page).toHaveURL(/\/insights\?days=28$/);
  await expect(page.getByText(`${DAYS} of ${DAYS} days have entries.`)).toBeVisible();

  const moodEnergy = page.getByRole('region', { name: 'Mood & energy' });
  await expect(moodEnergy.locator('.recharts-wrapper')).toBeVisible();
  await expect(moodEnergy.getByText(/^Mood averaged 3\.\d\/5 over 28 days/)).toBeVisible();
  const frequency = page.getByRole('region', { name: 'How often symptoms came' });
  await expect(frequency.getByText('28 days (100%) · mean 2/5')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Supplement adherence' }).getByText('21 of 28 · 75%')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Calories & macros' }).getByText(/450 kcal on an average logged day/)).toBeVisible();

  const patterns = page.getByRole('region', { name: 'Patterns' });
  await expect(patterns.getByText('Patterns are not causes and not medical advice.', { exact: false })).toBeVisible();
  const bread = patterns.getByRole('listitem').filter({ hasText: 'Headache was 3 points stronger the day after eating bread' });
  await expect(bread).toContainText('Strong pattern');
  await expect(bread).toContainText('4/5 on 9 days against 1/5 on 18 other days');
  // Soup, which bread replaced, and magnesium are not patterns; the small energy difference waits behind its button.
  await expect(patterns).not.toContainText(/soup|magnesium|calm/i);
  await patterns.getByRole('button', { name: /^Show weaker signals/ }).click();
  const weaker = patterns.getByRole('region', { name: 'Weaker signals' });
  await expect(weaker).toContainText('Weaker signal');
  await expect(weaker).toContainText('Energy was 0.3 points higher on days you felt calm');
  await snap(page, testInfo, 'insights-28-days');

  // Every chart has its table.
  await moodEnergy.getByRole('button', { name: 'Show table' }).click();
  await expect(moodEnergy.getByRole('table')).toBeVisible();
  await expect(moodEnergy.getByRole('row')).toHaveCount(DAYS + 1);
  await expect(moodEnergy.locator('.recharts-wrapper')).toHaveCount(0);

  // A custom range is checked before it is asked for.
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill(dayBefore(3).day);
  await page.getByLabel('To', { exact: true }).fill(dayBefore(5).day);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The start must be on or before the end');
  await page.getByLabel('To', { exact: true }).fill(dayBefore(0).day);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`from=${dayBefore(3).day}&to=${dayBefore(0).day}`));
  await expect(page.getByText('4 of 4 days have entries.')).toBeVisible();
  // A week is too short to look for patterns.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(patterns).toContainText('Not enough days yet: log 7 more days and Willow can look for patterns.');
  await expect(patterns.getByRole('listitem')).toHaveCount(0);
  await page.getByRole('button', { name: '28 days' }).click();

  // A pattern opens the days it rests on.
  await bread.getByRole('button', { name: 'Show the 9 days' }).click();
  const firstDay = bread.getByRole('link').first();
  await firstDay.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Today/);
  await expect(page.getByText('Headache', { exact: true }).first()).toBeVisible();

  // The report: print-ready HTML, and the same as a PDF.
  await page.goto('/insights?days=28');
  await page.getByRole('link', { name: 'Report for my doctor' }).click();
  await expect(page).toHaveURL(/\/insights\/report\?days=28$/);
  const report = page.getByRole('article', { name: 'Report for my doctor' });
  await expect(report.getByRole('heading', { name: 'Health summary for Maya Rivers' })).toBeVisible();
  await page.getByLabel('Notes for your doctor (optional)').fill('Headaches started after the new glasses.');
  await expect(report.getByText('Headaches started after the new glasses.')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await snap(page, testInfo, 'insights-report-print');
  await page.emulateMedia({ media: 'screen' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`willow-report-${dayBefore(DAYS - 1).day}-to-${dayBefore(0).day}.pdf`);
  const pdf = path.join(mkdtempSync(path.join(os.tmpdir(), 'willow-report-')), 'report.pdf');
  await download.saveAs(pdf);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Health summary for Maya Rivers');
  expect(text).toMatch(/Headache 28 \(100%\) 2\/5 4\/5/);
  expect(text).toContain('Magnesium 21 of 28 75%');
  expect(text).toContain('Headache was 3 points stronger the day after eating bread (4/5 on 9 days against 1/5 on 18 other days');
  expect(text).toContain('Strong pattern');
  expect(text).not.toMatch(/soup|magnesium:|low-mood/i);
  expect(text).toContain('Headaches started after the new glasses.');
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))![1]);
  expect(pages).toBeLessThanOrEqual(2);
  // Its pages as pictures, to look at.
  execFileSync('pdftoppm', ['-r', '60', '-png', pdf, path.resolve(`e2e/screenshots/${testInfo.project.name}/insights-report-pdf`)]);
});
