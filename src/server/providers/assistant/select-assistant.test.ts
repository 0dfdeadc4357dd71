import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { AnthropicAssistant } from './anthropic.js';
import { LocalLlamaAssistant } from './local-llama.js';
import { OpenAiCompatibleAssistant } from './openai-compatible.js';
import { createAssistant } from './select-assistant.js';

const base = { DATA_DIR: '/tmp/willow-config-test', SESSION_SECRET: 'x'.repeat(32) };
const modelFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'willow-select-')), 'model.gguf');
writeFileSync(modelFile, 'not loaded here');
const local = { LLM_MODEL_PATH: modelFile };
const openAi = { LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2' };
const anthropic = { ANTHROPIC_API_KEY: 'sk-ant-x' };
const assistantFor = (env: Record<string, string>) => createAssistant(loadConfig({ ...base, ...env }).assistant);

describe('choosing the assistant from the configuration', () => {
  it('is null when no model is configured, so the offline responder answers', () => {
    expect(assistantFor({})).toBeNull();
  });

  it('takes a local GGUF file first, then an OpenAI-compatible server, then Anthropic', () => {
    expect(assistantFor({ ...local, ...openAi, ...anthropic })).toBeInstanceOf(LocalLlamaAssistant);
    expect(assistantFor({ ...openAi, ...anthropic })).toBeInstanceOf(OpenAiCompatibleAssistant);
    expect(assistantFor(anthropic)).toBeInstanceOf(AnthropicAssistant);
  });

  it('labels each provider with its model', () => {
    expect(assistantFor(local)?.label).toBe('local-llama (model.gguf)');
    expect(assistantFor(openAi)?.label).toBe('openai-compatible (llama3.2)');
    expect(assistantFor(anthropic)?.label).toBe('anthropic (claude-sonnet-4-5)');
    expect(assistantFor({ ...anthropic, ANTHROPIC_MODEL: 'claude-haiku-4-5' })?.label).toBe('anthropic (claude-haiku-4-5)');
  });
});
