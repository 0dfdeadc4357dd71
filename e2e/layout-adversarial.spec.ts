import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { SETTINGS_PAGES } from './pages-support.js';
import { snap } from './support.js';

/**
 * Every signed-in page, filled through the API with what real people type: 80-character words
 * without a space, long names with spaces, emoji, right-to-left text and 4-digit numbers. On a
 * 375 px phone and a 1280 px desktop (the two projects), no page may scroll sideways and no
 * control may sit outside the screen. One signed-in context per project visits every page, in the
 * light theme only: the themes change colours, not sizes (the page tours scan both themes).
 */

const WORD = 'Supercalifragilisticexpialidocious'.repeat(3).slice(0, 80);
const LONG_NAME = 'Anna-Maria Bartholomew Featherstonehaugh de la Cruz y Montenegro Wolfe';
const RTL = 'صداع نصفي شديد في الصباح';
const EMOJI = '🤕🌧️😴💊🥑';

/** A time of a day before today, or a few minutes ago. */
const at = (daysAgo: number, hour: number) => {
  if (daysAgo === 0) return new Date(Date.now() - 10 * 60_000);
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  date.setHours(hour, 0, 0, 0);
  return date;
};
const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function send(request: APIRequestContext, method: 'post' | 'patch', url: string, data: unknown) {
  const response = await request[method](url, { data });
  expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/** The seeded person's profile, logs of today and the days before, a conversation and a remembered fact. */
async function fillWithAdversarialContent(page: Page) {
  const { request } = page;
  await send(request, 'patch', '/api/auth/user', { firstName: LONG_NAME, lastName: WORD });
  await send(request, 'post', '/api/intake-form', {
    storyAndVision: `${WORD} ${RTL} ${EMOJI}`,
    currentLandscape: WORD,
    journeyDetails: LONG_NAME,
    finalDetails: '9999',
  });
  await send(request, 'patch', '/api/settings', { openEndedHealthFocus: `${WORD} ${WORD} ${RTL}` });
  for (const daysAgo of [0, 1, 3]) {
    const when = at(daysAgo, 9);
    const url = `/api/health/${day(when)}`;
    const timestamp = when.toISOString();
    await send(request, 'post', `${url}/mood`, { score: 2, tags: ['Overwhelmedness', EMOJI, 'قلق شديد جدا'], timestamp });
    await send(request, 'post', `${url}/energy`, { score: 4, timestamp });
    for (const name of [WORD, LONG_NAME, RTL, `${EMOJI} flare`]) {
      await send(request, 'post', `${url}/symptom`, { name, intensity: 5, notes: WORD, timestamp });
    }
    await send(request, 'post', `${url}/nutrition`, {
      meal: WORD.slice(0, 60),
      items: [
        { name: WORD, qty: '9999 g', fdcId: 'food_adversarial', calories: 9999, protein: 999, carbs: 999, fat: 999 },
        { name: `${LONG_NAME} ${RTL}`, qty: '1 serving', fdcId: 'food_second', calories: 1234, protein: 12, carbs: 34, fat: 5 },
      ],
      calories: 9999,
      protein: 999,
      carbs: 9999,
      fat: 999,
      logTime: timestamp,
    });
    for (const name of [WORD, `${LONG_NAME}`, RTL]) {
      await send(request, 'post', `${url}/supplement`, { name, dose: '9999', unit: WORD.slice(0, 40), takenAt: timestamp });
    }
  }
  const conversation = (await (await send(request, 'post', '/api/conversations', { title: WORD })).json()) as { id: string };
  const reply = await request.post('/api/chat', { data: { conversationId: conversation.id, message: `Remember that ${WORD} ${RTL}` } });
  expect(reply.status()).toBeLessThan(300);
  await reply.body(); // the whole streamed reply, so the fact is kept before the pages are read
  return conversation.id;
}

/** Pages of the signed-in app, each with something on it that must be showing before it is measured. */
const pages = (conversationId: string): [string, RegExp | string][] => [
  ['/', 'Start voice conversation'],
  ['/dashboard', 'Mood'],
  ['/symptoms', 'Log Symptoms'],
  ['/nutrition', 'Daily Overview'],
  ['/nutrition/log', 'Select Foods'],
  ['/insights', 'Insights'],
  ['/insights/report', 'Mood and energy'],
  [`/chat/${conversationId}`, 'Message Willow'],
  ['/intake-form', 'Tell Us Your Story'],
  ...SETTINGS_PAGES,
  ['/pricing', 'Pricing'],
  ['/coming-soon', 'Coming Soon'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
];

/**
 * How the page breaks the screen: its width beyond the viewport, and the controls (buttons,
 * links, fields) lying partly outside it. A control inside a box that scrolls sideways on purpose
 * (a wide table) is reachable by scrolling that box, so it does not count.
 */
function layoutFaults(page: Page) {
  // The screen's width, not window.innerWidth: a phone widens its layout viewport to fit a page too wide.
  return page.evaluate((width) => {
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const outside = Array.from(document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [role="switch"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') return false;
        return (box.left < -1 || box.right > width + 1) && !scrollsSideways(element);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40);
        return `${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}..${Math.round(box.right)}`;
      });
    return { overflow: document.documentElement.scrollWidth - width, outside };
  }, page.viewportSize()!.width);
}

/** On a wide screen, what the bottom navigation pill lies over: the texts of the page under it. */
function coveredByNavigation(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect();
    if (!nav) return [];
    return Array.from(document.querySelectorAll('main *'))
      .filter((element) => !element.closest('nav') && element.children.length === 0 && element.textContent.trim())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.left < nav.right && box.right > nav.left && box.top < nav.bottom && box.bottom > nav.top;
      })
      .map((element) => element.textContent.trim().slice(0, 40));
  });
}

async function visitEveryPage(page: Page, testInfo: TestInfo, conversationId: string) {
  for (const [path, text] of pages(conversationId)) {
    await page.goto(path);
    await expect(
      page
        .getByText(text, { exact: true })
        .or(page.getByRole('button', { name: text }))
        .first(),
    ).toBeVisible();
    await page.waitForTimeout(250); // let charts, dialogs and toasts settle
    const name = `layout-${path.startsWith('/chat/') ? 'chat' : path.slice(1).replaceAll('/', '-') || 'home'}`;
    await snap(page, testInfo, name);
    const { overflow, outside } = await layoutFaults(page);
    expect.soft(overflow, `${name}: the page is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    expect.soft(outside, `${name}: controls outside the screen`).toEqual([]);
    if (page.viewportSize()!.width >= 1024) expect.soft(await coveredByNavigation(page), `${name}: under the navigation`).toEqual([]);
  }
}

/** The first voice conversation on a server without speech-to-text: the 'Before you talk' notice must fit the screen. */
async function checkVoiceNotice(page: Page, testInfo: TestInfo) {
  await page.route('**/api/speech/voices', async (route) => {
    const voices = (await (await route.fetch()).json()) as object;
    await route.fulfill({ json: { ...voices, speechToText: null } });
  });
  await page.addInitScript(() => {
    // The browser's own recognition, as Chrome has it (headless Chromium may not).
    (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition ??= class {};
  });
  await page.goto('/chat?voice=true');
  const voice = page.getByRole('region', { name: 'Voice conversation' });
  await expect(voice.getByText('Before you talk', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'layout-voice-before-you-talk');
  const { overflow, outside } = await layoutFaults(page);
  expect.soft(overflow, 'the voice notice is wider than the screen').toBeLessThanOrEqual(0);
  expect.soft(outside, 'voice notice: controls outside the screen').toEqual([]);
  await page.unroute('**/api/speech/voices');
}

test('every page holds long words, long names, emoji, right-to-left text and 4-digit numbers', async ({ signedIn: { page } }, testInfo) => {
  test.setTimeout(600_000);
  const conversationId = await fillWithAdversarialContent(page);
  await visitEveryPage(page, testInfo, conversationId);
  await checkVoiceNotice(page, testInfo);
});
