import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { expect, test } from './fixtures.js';
import { seriousA11yViolations } from './pages-support.js';
import { snap } from './support.js';

const QUESTION = 'How has my energy been this week?';

// The fake microphone says the question, in a voice espeak-ng makes now (a Debian package .ci/run installs).
const spoken = path.join(mkdtempSync(path.join(os.tmpdir(), 'willow-voice-')), 'question.wav');
execFileSync('espeak-ng', ['-w', spoken, '-s', '150', QUESTION]);
withTrailingSilence(spoken, 1.5);

/** Adds silence to a 16-bit WAV, so that hands-free hears the turn end before the fake microphone loops. */
function withTrailingSilence(file: string, seconds: number) {
  const wav = readFileSync(file);
  const dataAt = wav.indexOf('data') + 8;
  const pcm = Buffer.concat([wav.subarray(dataAt), Buffer.alloc(Math.round(wav.readUInt32LE(24) * seconds) * 2)]);
  const header = Buffer.from(wav.subarray(0, dataAt));
  header.writeUInt32LE(header.length - 8 + pcm.length, 4);
  header.writeUInt32LE(pcm.length, dataAt - 4);
  writeFileSync(file, Buffer.concat([header, pcm]));
}

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${spoken}`,
    ],
  },
});

test('voice: the orb opens voice mode; a spoken question is transcribed, answered, heard, and then Willow listens again', async ({
  signedIn: { page },
}, testInfo) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
  const speech: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/speech/synthesize')) speech.push((request.postDataJSON() as { text: string }).text);
  });

  await page.getByRole('button', { name: 'Start voice conversation' }).click();
  await expect(page).toHaveURL(/\/chat\?voice=true$/);
  const voice = page.getByRole('region', { name: 'Voice conversation' });
  const state = voice.getByTestId('voice-state');
  await expect(state).toHaveText('Listening...');
  // Push-to-talk (hands-free would hear the looping fake microphone again at once).
  await voice.getByRole('switch', { name: 'Hands-free' }).click();
  await expect(state).toHaveAttribute('data-recording', 'idle');
  await snap(page, testInfo, 'voice-listening');

  expect(await seriousA11yViolations(page)).toEqual([]);

  // Push-to-talk: record, speak (the fake microphone), stop. (A stop before 1.5 s keeps recording
  // with 'Keep recording for n more seconds...': unit-tested, as a loaded machine cannot time it.)
  await voice.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(voice.getByText('Recording', { exact: true })).toBeVisible();
  await page.waitForTimeout(2500);
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/chat/audio'));
  await voice.getByRole('button', { name: 'Stop recording' }).click();
  const response = await upload;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');

  await expect(voice.getByText(QUESTION)).toBeVisible();
  // Transcribing and the first sentence's speech come from servers: give a loaded machine time.
  await expect(state).toHaveText('Speaking...', { timeout: 30_000 });
  await expect(state).toHaveAttribute('data-recording', 'playing');
  await expect(voice.getByTestId('voice-reply').first()).toContainText("I don't see any energy logs this week");
  await snap(page, testInfo, 'voice-speaking');
  await expect(state).toHaveAttribute('data-mode', 'listening', { timeout: 30_000 });
  await expect(state).toHaveText('Listening...');

  // Every sentence was spoken once, in order, and together they are the whole reply.
  const replies = voice.getByTestId('voice-reply');
  const shown = (await replies.allTextContents()).join(' ');
  expect(speech.length).toBeGreaterThan(1);
  expect(new Set(speech).size).toBe(speech.length);
  expect(
    speech
      .join(' ')
      .replace(/[*_#`]/g, '')
      .replace(/\s+/g, ' '),
  ).toBe(shown.replace(/[*_#`]/g, '').replace(/\s+/g, ' '));

  // Nothing was refused on the way (the reply's audio plays from blob: URLs the CSP allows).
  expect(pageErrors).toEqual([]);

  // Back in the chat: the spoken question and the reply are in the conversation, the reply can be read again.
  await voice.getByRole('button', { name: 'Back to chat' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation.getByText(QUESTION)).toBeVisible();
  await expect(conversation.getByRole('button', { name: 'Read this reply aloud' })).toBeVisible();
  await snap(page, testInfo, 'voice-back-in-chat');

  // Voice minutes were counted.
  await page.goto('/settings/chat-voice');
  await expect(page.getByText(/^0\.[1-9]\/10 monthly minutes used$/)).toBeVisible();
});

test('voice hands-free: the Silero detector loads lazily, hears the question and ends the turn on the silence after it', async ({
  signedIn: { page },
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the detector hears alike at any width; the phone-sized run checks voice mode itself');
  const warnings: string[] = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && warnings.push(message.text()));
  const DETECTOR_FILES = ['/vad/ort.wasm.min.js', '/vad/vad.bundle.min.js', '/vad/silero_vad_v5.onnx', '/vad/ort-wasm-simd-threaded.wasm'];
  // Requests, not responses: the browser may report a large file's response after a request it made later.
  const vadRequested: string[] = [];
  const vadServed: string[] = [];
  let requestedBeforeUpload: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/vad/')) vadRequested.push(pathname);
    if (pathname === '/api/chat/audio') requestedBeforeUpload = [...vadRequested];
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/vad/') && response.ok()) vadServed.push(pathname);
  });
  // Nothing of the detector loads before voice mode opens.
  await page.waitForLoadState('networkidle');
  expect(vadRequested).toEqual([]);

  // The detector's runtime compiles in the page first: on a loaded 2-core machine that alone can take 30 s.
  test.setTimeout(180_000);
  const turn = page.waitForResponse((response) => response.url().endsWith('/api/chat/audio'), { timeout: 120_000 });
  await page.getByRole('button', { name: 'Start voice conversation' }).click();
  const voice = page.getByRole('region', { name: 'Voice conversation' });
  await expect(voice.getByRole('switch', { name: 'Hands-free' })).toBeChecked();
  // No tap: the detector hears the question and the silence after it ends the turn. On a loaded
  // machine it has once ended a turn on the fake microphone's first blip (an empty clip, nothing
  // shown, listening again), so the question may come in the turn after.
  expect((await turn).status()).toBe(200);
  await expect(voice.getByText(QUESTION)).toBeVisible({ timeout: 60_000 });
  // The detector (its model and runtime) was loading before the turn ended, every file was served,
  // and it ran: where it cannot, voice mode warns that the loudness level ends turns instead.
  expect(requestedBeforeUpload).toEqual(expect.arrayContaining(DETECTOR_FILES));
  await expect.poll(() => vadServed).toEqual(expect.arrayContaining(DETECTOR_FILES));
  expect(warnings.filter((text) => !text.includes('onnxruntime'))).toEqual([]);
  await voice.getByRole('button', { name: 'Back to chat' }).click();
});
