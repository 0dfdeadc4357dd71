import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = {
  DATA_DIR: '/tmp/willow-config-test',
  SESSION_SECRET: 'x'.repeat(32),
  LLM_MODELS_DIR: mkdtempSync(path.join(os.tmpdir(), 'willow-no-models-')),
};

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      oidc: undefined,
      secureCookies: false,
    });
  });

  it('uses Secure cookies behind an https APP_URL and trims its trailing slash', () => {
    expect(loadConfig({ ...base, APP_URL: 'https://willow.example/' })).toMatchObject({
      appUrl: 'https://willow.example',
      secureCookies: true,
    });
  });

  it('fails at start with a readable list of problems', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty', SESSION_SECRET: 'short' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}SESSION_SECRET: SESSION_SECRET must be at least 32 characters/,
    );
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'https://id.example' })).toThrow(
      'OIDC_CLIENT_ID: required when OIDC_ISSUER_URL is set',
    );
  });

  it('reads OIDC_TOKEN_AUTH_METHOD, one of the methods Willow speaks, with a secret where it needs one', () => {
    const issuer = { ...base, OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'willow', OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig(issuer).oidc?.tokenAuthMethod).toBeUndefined();
    expect(loadConfig({ ...issuer, OIDC_TOKEN_AUTH_METHOD: 'client_secret_post' }).oidc?.tokenAuthMethod).toBe('client_secret_post');
    expect(() => loadConfig({ ...issuer, OIDC_TOKEN_AUTH_METHOD: 'private_key_jwt' })).toThrow(/OIDC_TOKEN_AUTH_METHOD/);
    expect(() => loadConfig({ ...issuer, OIDC_CLIENT_SECRET: '', OIDC_TOKEN_AUTH_METHOD: 'client_secret_basic' })).toThrow(
      'OIDC_CLIENT_SECRET: required with OIDC_TOKEN_AUTH_METHOD=client_secret_basic',
    );
    expect(loadConfig({ ...issuer, OIDC_CLIENT_SECRET: '', OIDC_TOKEN_AUTH_METHOD: 'none' }).oidc?.tokenAuthMethod).toBe('none');
  });

  it('treats empty variables (as in a copied .env.example) as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', OIDC_ISSUER_URL: '', APP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      oidc: undefined,
    });
  });

  it('reads the language-model settings, with a 30 s timeout and the Anthropic defaults', () => {
    expect(loadConfig(base).assistant).toEqual({
      timeoutMs: 30_000,
      local: undefined,
      openAiCompatible: undefined,
      anthropic: undefined,
      downloaded: undefined,
      downloadedWithoutRuntime: undefined,
    });
    const config = loadConfig({
      ...base,
      LLM_BASE_URL: 'https://api.openai.com/v1/',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_API_KEY: 'sk-x',
      LLM_TIMEOUT_MS: '5000',
      ANTHROPIC_API_KEY: 'sk-ant-x',
    });
    expect(config.assistant).toEqual({
      timeoutMs: 5000,
      local: undefined,
      openAiCompatible: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: 'sk-x' },
      anthropic: { apiKey: 'sk-ant-x', model: 'claude-sonnet-4-5', baseUrl: 'https://api.anthropic.com' },
      downloaded: undefined,
      downloadedWithoutRuntime: undefined,
    });
  });

  it('finds the model npm run model:pull put in LLM_MODELS_DIR (./models): the recommended one, else the newest; never a half-downloaded one', () => {
    const models = mkdtempSync(path.join(os.tmpdir(), 'willow-models-'));
    const downloaded = (env: Record<string, string> = {}) =>
      loadConfig({ ...base, LLM_MODELS_DIR: models, LLM_THREADS: '2', ...env }).assistant.downloaded;
    expect(downloaded()).toBeUndefined();
    writeFileSync(path.join(models, 'Llama-3.2-3B-Instruct-Q4_K_M.gguf.ipull'), 'unfinished');
    mkdirSync(path.join(models, 'folder.gguf'));
    expect(downloaded()).toBeUndefined();
    const older = path.join(models, 'older.gguf');
    const newer = path.join(models, 'newer.GGUF');
    writeFileSync(older, 'x');
    writeFileSync(newer, 'x');
    utimesSync(older, new Date('2026-01-01'), new Date('2026-01-01'));
    expect(downloaded()).toEqual({ modelPath: newer, threads: 2 });
    const recommended = path.join(models, 'Llama-3.2-3B-Instruct-Q4_K_M.gguf');
    writeFileSync(recommended, 'x');
    utimesSync(recommended, new Date('2025-01-01'), new Date('2025-01-01'));
    expect(downloaded()).toEqual({ modelPath: recommended, threads: 2 });
    // A variable that names a model wins, and then the folder is not even looked at.
    expect(downloaded({ LLM_MODEL_PATH: older })).toBeUndefined();
    expect(downloaded({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2' })).toBeUndefined();
    expect(downloaded({ ANTHROPIC_API_KEY: 'sk-ant-x' })).toBeUndefined();
  });

  it('names each language-model setting that is wrong', () => {
    expect(() => loadConfig({ ...base, LLM_BASE_URL: 'localhost:11434' })).toThrow(
      /LLM_BASE_URL: LLM_BASE_URL must (be a URL|start with http)/,
    );
    expect(() => loadConfig({ ...base, LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      'LLM_MODEL: required when LLM_BASE_URL is set',
    );
    expect(() => loadConfig({ ...base, LLM_API_KEY: 'sk-x', LLM_MODEL: 'gpt-4o-mini' })).toThrow(
      'LLM_BASE_URL: required when LLM_API_KEY or LLM_MODEL is set',
    );
    expect(() => loadConfig({ ...base, LLM_TIMEOUT_MS: 'soon', LLM_THREADS: '0' })).toThrow(
      /LLM_THREADS: LLM_THREADS must be at least 1\n {2}LLM_TIMEOUT_MS: LLM_TIMEOUT_MS must be a number of milliseconds/,
    );
    expect(() => loadConfig({ ...base, LLM_MODEL_PATH: '/nowhere/model.gguf' })).toThrow('LLM_MODEL_PATH: no file at /nowhere/model.gguf');
    expect(() => loadConfig({ ...base, ANTHROPIC_BASE_URL: 'ftp://example.com' })).toThrow(
      'ANTHROPIC_BASE_URL must start with http:// or https://',
    );
  });

  it('reads the speech settings: none by default, one server for both ways, a separate voice, or OpenAI lent by the assistant', () => {
    expect(loadConfig(base).speech).toEqual({
      timeoutMs: 30_000,
      requestsPerMinute: 30,
      whisperModelPath: undefined,
      speechToText: undefined,
      textToSpeech: undefined,
    });
    const both = loadConfig({
      ...base,
      SPEECH_BASE_URL: 'http://localhost:8000/v1/',
      SPEECH_TTS_VOICES: 'default=af_heart, male-1=am_adam',
    }).speech;
    expect(both.speechToText).toEqual({ baseUrl: 'http://localhost:8000/v1', apiKey: undefined, model: 'whisper-1' });
    expect(both.textToSpeech).toMatchObject({ baseUrl: 'http://localhost:8000/v1', model: 'tts-1', format: 'mp3' });
    expect(both.textToSpeech!.voices).toMatchObject({ default: 'af_heart', 'male-1': 'am_adam', 'female-1': 'nova' });

    const split = loadConfig({
      ...base,
      SPEECH_BASE_URL: 'https://api.groq.com/openai/v1',
      SPEECH_API_KEY: 'gsk',
      SPEECH_STT_MODEL: 'whisper-large-v3-turbo',
      SPEECH_TTS_BASE_URL: 'http://localhost:8880/v1',
      SPEECH_TTS_MODEL: 'kokoro',
      SPEECH_TTS_API_KEY: 'none',
    }).speech;
    expect(split.speechToText).toEqual({ baseUrl: 'https://api.groq.com/openai/v1', apiKey: 'gsk', model: 'whisper-large-v3-turbo' });
    expect(split.textToSpeech).toMatchObject({ baseUrl: 'http://localhost:8880/v1', apiKey: 'none', model: 'kokoro' });

    expect(
      loadConfig({ ...base, SPEECH_BASE_URL: 'http://localhost:8000/v1', SPEECH_TTS_MODEL: 'off' }).speech.textToSpeech,
    ).toBeUndefined();
    const lent = loadConfig({ ...base, LLM_BASE_URL: 'https://api.openai.com/v1', LLM_API_KEY: 'sk', LLM_MODEL: 'gpt-4o-mini' }).speech;
    expect(lent.speechToText).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk', model: 'whisper-1' });
    expect(loadConfig({ ...base, LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2' }).speech.speechToText).toBeUndefined();

    const whisper = loadConfig({ ...base, WHISPER_MODEL_PATH: 'package.json', SPEECH_BASE_URL: 'http://localhost:8000/v1' }).speech;
    expect(whisper).toMatchObject({ whisperModelPath: path.resolve('package.json'), speechToText: undefined });
    expect(whisper.textToSpeech).toMatchObject({ baseUrl: 'http://localhost:8000/v1' });
    expect(() => loadConfig({ ...base, WHISPER_MODEL_PATH: 'models/none.bin' })).toThrow(/WHISPER_MODEL_PATH: no file at/);

    expect(() => loadConfig({ ...base, SPEECH_TTS_VOICES: 'robot=r2' })).toThrow(/SPEECH_TTS_VOICES: 'robot=r2' is not NAME=VOICE/);
    expect(() => loadConfig({ ...base, SPEECH_BASE_URL: 'localhost:8000' })).toThrow(/SPEECH_BASE_URL/);
    expect(() => loadConfig({ ...base, SPEECH_TTS_FORMAT: 'ogg' })).toThrow(/SPEECH_TTS_FORMAT must be mp3 or wav/);
  });

  it('limits built-in sign-ups per IP to 20 an hour unless configured', () => {
    expect(loadConfig(base).signUpsPerIpPerHour).toBe(20);
    expect(loadConfig({ ...base, SIGNUPS_PER_IP_PER_HOUR: '500' }).signUpsPerIpPerHour).toBe(500);
    expect(() => loadConfig({ ...base, SIGNUPS_PER_IP_PER_HOUR: '0' })).toThrow('SIGNUPS_PER_IP_PER_HOUR must be at least 1');
  });

  it('turns the online food sources on only when configured', () => {
    expect(loadConfig(base).foods).toEqual({
      fdcApiKey: undefined,
      fdcApiUrl: 'https://api.nal.usda.gov/fdc',
      openFoodFacts: false,
      openFoodFactsUrl: 'https://world.openfoodfacts.org',
      onlineTimeoutMs: 1500,
      cacheSeconds: 300,
    });
    expect(
      loadConfig({ ...base, FDC_API_KEY: 'k', FOOD_ONLINE: '1', FDC_API_URL: 'http://127.0.0.1:9/fdc/', FOOD_CACHE_SECONDS: '0' }).foods,
    ).toMatchObject({
      fdcApiKey: 'k',
      fdcApiUrl: 'http://127.0.0.1:9/fdc',
      openFoodFacts: true,
      cacheSeconds: 0,
    });
    expect(() => loadConfig({ ...base, FOOD_ONLINE: 'yes', FOOD_ONLINE_TIMEOUT_MS: '5' })).toThrow(
      /FOOD_ONLINE: .*\n {2}FOOD_ONLINE_TIMEOUT_MS: /,
    );
  });

  it('bills through the test checkout by default, Stripe with its four variables, refuses on https without them, nothing with BILLING=off', () => {
    expect(loadConfig(base).billing).toEqual({ mode: 'test', stripe: undefined });
    expect(loadConfig({ ...base, APP_URL: 'https://willow.example' }).billing.mode).toBe('unconfigured');
    expect(loadConfig({ ...base, BILLING: 'off', STRIPE_SECRET_KEY: 'sk_live_x' }).billing).toEqual({ mode: 'off', stripe: undefined });
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_PRO: 'price_p',
      STRIPE_PRICE_ULTRA: 'price_u',
    };
    expect(loadConfig({ ...base, APP_URL: 'https://willow.example', ...stripe }).billing).toEqual({
      mode: 'stripe',
      stripe: { secretKey: 'sk_x', webhookSecret: 'whsec_x', prices: { pro: 'price_p', ultra: 'price_u' }, apiUrl: undefined },
    });
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with the other STRIPE_\* variables/,
    );
    expect(() => loadConfig({ ...base, BILLING: 'maybe' })).toThrow('BILLING must be on or off');
  });

  it('signs pushes with configured VAPID keys only when both are set, for a mailto: or https subject', () => {
    expect(loadConfig(base).push).toEqual({
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: 'mailto:willow@localhost',
    });
    expect(loadConfig({ ...base, APP_URL: 'https://willow.example' }).push.vapidSubject).toBe('https://willow.example');
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(loadConfig({ ...base, ...keys, VAPID_SUBJECT: 'mailto:ops@willow.example' }).push).toEqual({
      vapidPublicKey: 'B'.repeat(87),
      vapidPrivateKey: 'k'.repeat(43),
      vapidSubject: 'mailto:ops@willow.example',
    });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
    expect(() => loadConfig({ ...base, ...keys, VAPID_SUBJECT: 'http://willow.example' })).toThrow(
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    );
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'k'.repeat(43) })).toThrow(
      'VAPID_PUBLIC_KEY must be a base64url P-256 public key',
    );
  });
});
