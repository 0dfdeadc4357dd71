import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { BillingMode } from '../shared/billing.js';
import { TTS_VOICES } from '../shared/settings.js';
import { ANTHROPIC_DEFAULT_BASE_URL, ANTHROPIC_DEFAULT_MODEL } from './providers/assistant/anthropic.js';
import { DEFAULT_MODELS_DIR, findDownloadedModel } from './providers/assistant/models-dir.js';
import { isRuntimeInstalled, runtimeMissing } from './providers/runtimes/optional-runtimes.js';
import { TOKEN_AUTH_METHODS, type TokenAuthMethod } from './auth/token-auth-method.js';

type TtsVoiceName = (typeof TTS_VOICES)[number];
const withoutTrailingSlash = (v: string) => v.replace(/\/+$/, '');
const optionalUrl = z.string().url().transform(withoutTrailingSlash).optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const httpUrl = (name: string) =>
  z
    .string()
    .url(`${name} must be a URL, e.g. http://localhost:11434/v1`)
    .refine((v) => /^https?:\/\//i.test(v), `${name} must start with http:// or https://`)
    .transform(withoutTrailingSlash)
    .optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  OIDC_TOKEN_AUTH_METHOD: z.enum(TOKEN_AUTH_METHODS).optional(),
  OIDC_ACCOUNT_URL: optionalUrl,
  SIGNUPS_PER_IP_PER_HOUR: z.coerce
    .number({ error: 'SIGNUPS_PER_IP_PER_HOUR must be a number' })
    .int('SIGNUPS_PER_IP_PER_HOUR must be a whole number')
    .min(1, 'SIGNUPS_PER_IP_PER_HOUR must be at least 1')
    .default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LLM_MODEL_PATH: z.string().optional(),
  LLM_MODELS_DIR: z.string().default(DEFAULT_MODELS_DIR),
  LLM_THREADS: z.coerce
    .number({ error: 'LLM_THREADS must be a number' })
    .int('LLM_THREADS must be a whole number')
    .min(1, 'LLM_THREADS must be at least 1')
    .optional(),
  LLM_BASE_URL: httpUrl('LLM_BASE_URL'),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: 'LLM_TIMEOUT_MS must be a number of milliseconds' })
    .int('LLM_TIMEOUT_MS must be a whole number of milliseconds')
    .min(1, 'LLM_TIMEOUT_MS must be at least 1')
    .default(30_000),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_MODEL: z.string().default(ANTHROPIC_DEFAULT_MODEL),
  ANTHROPIC_BASE_URL: httpUrl('ANTHROPIC_BASE_URL'),
  TRUST_PROXY: flag,
  WHISPER_MODEL_PATH: z.string().optional(),
  SPEECH_BASE_URL: httpUrl('SPEECH_BASE_URL'),
  SPEECH_API_KEY: z.string().optional(),
  SPEECH_STT_MODEL: z.string().default('whisper-1'),
  SPEECH_TTS_MODEL: z.string().default('tts-1'),
  SPEECH_TTS_BASE_URL: httpUrl('SPEECH_TTS_BASE_URL'),
  SPEECH_TTS_API_KEY: z.string().optional(),
  SPEECH_TTS_FORMAT: z.enum(['mp3', 'wav'], { error: 'SPEECH_TTS_FORMAT must be mp3 or wav' }).default('mp3'),
  SPEECH_TTS_VOICES: z.string().optional(),
  SPEECH_TIMEOUT_MS: z.coerce
    .number({ error: 'SPEECH_TIMEOUT_MS must be a number of milliseconds' })
    .int('SPEECH_TIMEOUT_MS must be a whole number of milliseconds')
    .min(1, 'SPEECH_TIMEOUT_MS must be at least 1')
    .default(30_000),
  SPEECH_REQUESTS_PER_MINUTE: z.coerce
    .number({ error: 'SPEECH_REQUESTS_PER_MINUTE must be a number' })
    .int('SPEECH_REQUESTS_PER_MINUTE must be a whole number')
    .min(1, 'SPEECH_REQUESTS_PER_MINUTE must be at least 1')
    .default(30),
  FDC_API_KEY: z.string().optional(),
  FDC_API_URL: z.string().url().default('https://api.nal.usda.gov/fdc').transform(withoutTrailingSlash),
  FOOD_ONLINE: flag,
  OPEN_FOOD_FACTS_URL: z.string().url().default('https://world.openfoodfacts.org').transform(withoutTrailingSlash),
  FOOD_ONLINE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(1500),
  FOOD_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  SMTP_URL: z
    .string()
    .url('SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465')
    .refine((v) => /^smtps?:\/\//i.test(v), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  BILLING: z.enum(['on', 'off'], 'BILLING must be on or off').default('on'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_PRICE_ULTRA: z.string().optional(),
  STRIPE_API_URL: httpUrl('STRIPE_API_URL'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (npx web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (npx web-push generate-vapid-keys)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL')
    .optional(),
});

/**
 * The language-model settings; `createAssistant` picks the provider from them (LLM_MODEL_PATH,
 * then LLM_BASE_URL, then ANTHROPIC_API_KEY, then a model in LLM_MODELS_DIR; none: the offline
 * responder).
 */
export interface AssistantConfig {
  /** Longest silence from a provider before a reply fails with a timeout. */
  timeoutMs: number;
  local: { modelPath: string; threads: number | undefined } | undefined;
  /** A model `npm run model:pull` put in LLM_MODELS_DIR, used when no variable names a model. */
  downloaded: { modelPath: string; threads: number | undefined } | undefined;
  /** A model in LLM_MODELS_DIR that cannot run here: its runtime is not installed. */
  downloadedWithoutRuntime: string | undefined;
  openAiCompatible: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  anthropic: { apiKey: string; model: string; baseUrl: string } | undefined;
}

/**
 * Speech services (DESIGN.md "speech"); `createSpeech` builds them. Either may be unset: then the
 * browser listens (after a notice) or the device's own voices speak.
 */
export interface SpeechConfig {
  timeoutMs: number;
  /** Voice uploads and syntheses one user may make per minute. */
  requestsPerMinute: number;
  /** A whisper.cpp model run in this process; it listens instead of `speechToText` when set. */
  whisperModelPath: string | undefined;
  speechToText: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  textToSpeech:
    { baseUrl: string; apiKey: string | undefined; model: string; format: 'mp3' | 'wav'; voices: Record<TtsVoiceName, string> } | undefined;
}

/** OpenAI's voices for the settings' five; SPEECH_TTS_VOICES replaces any of them. */
export const DEFAULT_TTS_VOICES: Record<TtsVoiceName, string> = {
  default: 'shimmer',
  'female-1': 'nova',
  'female-2': 'coral',
  'male-1': 'onyx',
  'male-2': 'echo',
};

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public origin without a trailing slash, e.g. https://willow.example */
  appUrl: string;
  /** False when APP_URL was not set and appUrl is the localhost default. */
  appUrlConfigured: boolean;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  oidc:
    | {
        issuerUrl: string;
        clientId: string;
        clientSecret: string | undefined;
        scopes: string;
        /** Unset: chosen from the issuer's discovery (token-auth-method.ts). */
        tokenAuthMethod: TokenAuthMethod | undefined;
        accountUrl: string | undefined;
      }
    | undefined;
  /** Built-in sign-in: new accounts one IP address may create per hour. */
  signUpsPerIpPerHour: number;
  logLevel: string;
  trustProxy: boolean;
  assistant: AssistantConfig;
  speech: SpeechConfig;
  foods: FoodsConfig;
  mail: MailConfig;
  billing: BillingSettings;
  push: PushConfig;
}

/** Where the app's e-mails (address confirmations) go: an SMTP server, or the server log. */
export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
}

/** How the server charges (see BillingMode); Stripe's keys and prices when it is `stripe`. */
export interface BillingSettings {
  mode: BillingMode;
  stripe: StripeSettings | undefined;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: { pro: string; ultra: string };
  /** Another API root than Stripe's (stripe-mock, a proxy, the tests' stand-in). */
  apiUrl: string | undefined;
}

/** Web Push: the VAPID keys (made once and kept in the database when unset) and the contact push services see. */
export interface PushConfig {
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string;
}

/** Food search's optional online sources and its cache (the bundled USDA data needs nothing). */
export interface FoodsConfig {
  /** USDA FoodData Central (Foundation and Branded foods) is searched when a key is set. */
  fdcApiKey: string | undefined;
  fdcApiUrl: string;
  /** Open Food Facts is searched when FOOD_ONLINE is true. */
  openFoodFacts: boolean;
  openFoodFactsUrl: string;
  /** How long a search waits for each online source before answering without it. */
  onlineTimeoutMs: number;
  /** How long search answers stay in the in-process cache; 0 turns it off. */
  cacheSeconds: number;
}

/** Parses the environment once at start and fails with a readable list of problems. */
/** A setting the checks in loadConfig made sure is present where it is read. */
function checked(value: string | undefined): string {
  if (value === undefined) throw new Error('Invalid configuration: a setting the checks require is missing');
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, emptyToUndefined(v)]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.OIDC_ISSUER_URL && !e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: required when OIDC_ISSUER_URL is set');
  if (e.OIDC_TOKEN_AUTH_METHOD && e.OIDC_TOKEN_AUTH_METHOD !== 'none' && !e.OIDC_CLIENT_SECRET) {
    problems.push(`OIDC_CLIENT_SECRET: required with OIDC_TOKEN_AUTH_METHOD=${e.OIDC_TOKEN_AUTH_METHOD}`);
  }
  const modelPath = e.LLM_MODEL_PATH && path.resolve(e.LLM_MODEL_PATH);
  if (modelPath && !existsSync(modelPath)) problems.push(`LLM_MODEL_PATH: no file at ${modelPath}`);
  if (modelPath && !isRuntimeInstalled('llama')) problems.push(`LLM_MODEL_PATH: ${runtimeMissing('llama')}`);
  const whisperModelPath = e.WHISPER_MODEL_PATH && path.resolve(e.WHISPER_MODEL_PATH);
  if (whisperModelPath && !existsSync(whisperModelPath)) problems.push(`WHISPER_MODEL_PATH: no file at ${whisperModelPath}`);
  if (whisperModelPath && !isRuntimeInstalled('whisper')) problems.push(`WHISPER_MODEL_PATH: ${runtimeMissing('whisper')}`);
  if (e.LLM_BASE_URL && !e.LLM_MODEL) problems.push('LLM_MODEL: required when LLM_BASE_URL is set (e.g. gpt-4o-mini, llama3.2)');
  if (!e.LLM_BASE_URL && !modelPath && (e.LLM_API_KEY || e.LLM_MODEL)) {
    problems.push('LLM_BASE_URL: required when LLM_API_KEY or LLM_MODEL is set (for OpenAI: https://api.openai.com/v1)');
  }
  const stripeVariables = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ULTRA'] as const;
  if (e.BILLING === 'on' && stripeVariables.some((name) => e[name])) {
    for (const name of stripeVariables) if (!e[name]) problems.push(`${name}: required with the other STRIPE_* variables`);
  }
  const ttsVoices = parseVoiceMap(e.SPEECH_TTS_VOICES, problems);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appUrlConfigured: e.APP_URL !== undefined,
    secureCookies: appUrl.startsWith('https://'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? storedSecret(dataDir),
    oidc: e.OIDC_ISSUER_URL
      ? {
          issuerUrl: e.OIDC_ISSUER_URL,
          clientId: checked(e.OIDC_CLIENT_ID),
          clientSecret: e.OIDC_CLIENT_SECRET,
          scopes: e.OIDC_SCOPES,
          tokenAuthMethod: e.OIDC_TOKEN_AUTH_METHOD,
          accountUrl: e.OIDC_ACCOUNT_URL,
        }
      : undefined,
    signUpsPerIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    assistant: {
      timeoutMs: e.LLM_TIMEOUT_MS,
      local: modelPath ? { modelPath, threads: e.LLM_THREADS } : undefined,
      openAiCompatible: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined,
      anthropic: e.ANTHROPIC_API_KEY
        ? { apiKey: e.ANTHROPIC_API_KEY, model: e.ANTHROPIC_MODEL, baseUrl: e.ANTHROPIC_BASE_URL ?? ANTHROPIC_DEFAULT_BASE_URL }
        : undefined,
      ...downloadedModel(e),
    },
    speech: speechConfig(e, ttsVoices, whisperModelPath),
    foods: {
      fdcApiKey: e.FDC_API_KEY,
      fdcApiUrl: e.FDC_API_URL,
      openFoodFacts: e.FOOD_ONLINE,
      openFoodFactsUrl: e.OPEN_FOOD_FACTS_URL,
      onlineTimeoutMs: e.FOOD_ONLINE_TIMEOUT_MS,
      cacheSeconds: e.FOOD_CACHE_SECONDS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Willow <no-reply@${new URL(appUrl).hostname}>` },
    billing: billingSettings(e, appUrl),
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      // Push services may contact the operator here; the public https origin is the natural one.
      vapidSubject: e.VAPID_SUBJECT ?? (appUrl.startsWith('https://') ? appUrl : 'mailto:willow@localhost'),
    },
  };
}

/** The model in LLM_MODELS_DIR, looked for only when no variable names a language model. */
function downloadedModel(e: z.infer<typeof envSchema>): Pick<AssistantConfig, 'downloaded' | 'downloadedWithoutRuntime'> {
  const none = { downloaded: undefined, downloadedWithoutRuntime: undefined };
  if (e.LLM_MODEL_PATH || e.LLM_BASE_URL || e.ANTHROPIC_API_KEY) return none;
  const modelPath = findDownloadedModel(path.resolve(e.LLM_MODELS_DIR));
  if (!modelPath) return none;
  if (!isRuntimeInstalled('llama')) return { ...none, downloadedWithoutRuntime: modelPath };
  return { downloaded: { modelPath, threads: e.LLM_THREADS }, downloadedWithoutRuntime: undefined };
}

function billingSettings(e: z.infer<typeof envSchema>, appUrl: string): BillingSettings {
  if (e.BILLING === 'off') return { mode: 'off', stripe: undefined };
  if (e.STRIPE_SECRET_KEY) {
    return {
      mode: 'stripe',
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: checked(e.STRIPE_WEBHOOK_SECRET),
        prices: { pro: checked(e.STRIPE_PRICE_PRO), ultra: checked(e.STRIPE_PRICE_ULTRA) },
        apiUrl: e.STRIPE_API_URL,
      },
    };
  }
  // A public (https) server without Stripe must not hand out paid plans through the test checkout.
  return { mode: appUrl.startsWith('https://') ? 'unconfigured' : 'test', stripe: undefined };
}

const OFF = new Set(['off', 'none', 'false']);

/**
 * SPEECH_BASE_URL serves both directions unless a model is 'off'; SPEECH_TTS_BASE_URL gives speech
 * its own server (Groq listens, Kokoro-FastAPI speaks). With no SPEECH_BASE_URL, an assistant on
 * OpenAI itself lends its URL and key.
 */
function speechConfig(
  e: z.infer<typeof envSchema>,
  voices: Record<TtsVoiceName, string>,
  whisperModelPath: string | undefined,
): SpeechConfig {
  const onOpenAi = e.LLM_BASE_URL !== undefined && new URL(e.LLM_BASE_URL).hostname === 'api.openai.com';
  const base = e.SPEECH_BASE_URL
    ? { baseUrl: e.SPEECH_BASE_URL, apiKey: e.SPEECH_API_KEY }
    : onOpenAi
      ? { baseUrl: checked(e.LLM_BASE_URL), apiKey: e.LLM_API_KEY }
      : undefined;
  const ttsBase = e.SPEECH_TTS_BASE_URL ? { baseUrl: e.SPEECH_TTS_BASE_URL, apiKey: e.SPEECH_TTS_API_KEY ?? e.SPEECH_API_KEY } : base;
  const sttOn = base && !OFF.has(e.SPEECH_STT_MODEL.toLowerCase());
  const ttsOn = ttsBase && !OFF.has(e.SPEECH_TTS_MODEL.toLowerCase());
  return {
    timeoutMs: e.SPEECH_TIMEOUT_MS,
    requestsPerMinute: e.SPEECH_REQUESTS_PER_MINUTE,
    whisperModelPath,
    speechToText: !whisperModelPath && sttOn ? { ...base, model: e.SPEECH_STT_MODEL } : undefined,
    textToSpeech: ttsOn ? { ...ttsBase, model: e.SPEECH_TTS_MODEL, format: e.SPEECH_TTS_FORMAT, voices } : undefined,
  };
}

/** 'female-1=af_bella,male-1=am_adam' over the defaults; anything else is a problem to report. */
function parseVoiceMap(value: string | undefined, problems: string[]): Record<TtsVoiceName, string> {
  const voices = { ...DEFAULT_TTS_VOICES };
  for (const pair of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, voice] = pair.split('=').map((p) => p.trim());
    if (!name || !voice || !(TTS_VOICES as readonly string[]).includes(name)) {
      problems.push(`SPEECH_TTS_VOICES: '${pair}' is not NAME=VOICE with NAME one of ${TTS_VOICES.join(', ')}`);
      continue;
    }
    voices[name as TtsVoiceName] = voice;
  }
  return voices;
}

/** A secret generated on first start and kept in DATA_DIR, so a fresh clone needs no configuration. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
