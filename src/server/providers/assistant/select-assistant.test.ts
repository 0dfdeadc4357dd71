import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { AnthropicAssistant } from './anthropic.js';
import { LocalLlamaAssistant } from './local-llama.js';
import { OpenAiCompatibleAssistant } from './openai-compatible.js';
import { assistantLogLine, createAssistant } from './select-assistant.js';

const noModels = mkdtempSync(path.join(os.tmpdir(), 'willow-no-models-'));
const base = { DATA_DIR: '/tmp/willow-config-test', SESSION_SECRET: 'x'.repeat(32), LLM_MODELS_DIR: noModels };
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

  it('runs the model npm run model:pull put in the models folder when no variable names one; any variable wins', () => {
    const models = mkdtempSync(path.join(os.tmpdir(), 'willow-models-'));
    writeFileSync(path.join(models, 'Llama-3.2-3B-Instruct-Q4_K_M.gguf'), 'not loaded here');
    const pulled = assistantFor({ LLM_MODELS_DIR: models });
    expect(pulled).toBeInstanceOf(LocalLlamaAssistant);
    expect(pulled?.label).toBe('local-llama (Llama-3.2-3B-Instruct-Q4_K_M.gguf)');
    expect(assistantLogLine(loadConfig({ ...base, LLM_MODELS_DIR: models }).assistant, pulled)).toBe(
      `assistant: local-llama (Llama-3.2-3B-Instruct-Q4_K_M.gguf) from ${path.join(models, 'Llama-3.2-3B-Instruct-Q4_K_M.gguf')}`,
    );
    expect(assistantFor({ LLM_MODELS_DIR: models, ...local })?.label).toBe('local-llama (model.gguf)');
    expect(assistantFor({ LLM_MODELS_DIR: models, ...openAi })).toBeInstanceOf(OpenAiCompatibleAssistant);
    expect(assistantFor({ LLM_MODELS_DIR: models, ...anthropic })).toBeInstanceOf(AnthropicAssistant);
  });

  it('labels each provider with its model', () => {
    expect(assistantFor(local)?.label).toBe('local-llama (model.gguf)');
    expect(assistantFor(openAi)?.label).toBe('openai-compatible (llama3.2)');
    expect(assistantFor(anthropic)?.label).toBe('anthropic (claude-sonnet-4-5)');
    expect(assistantFor({ ...anthropic, ANTHROPIC_MODEL: 'claude-haiku-4-5' })?.label).toBe('anthropic (claude-haiku-4-5)');
  });
});

describe('the start log about the assistant', () => {
  const lineFor = (env: Record<string, string>) => {
    const config = loadConfig({ ...base, ...env }).assistant;
    return assistantLogLine(config, createAssistant(config));
  };

  it('names the model file that answers, or tells the operator once how to add a model', () => {
    expect(lineFor(local)).toBe(`assistant: local-llama (model.gguf) from ${modelFile}`);
    expect(lineFor(openAi)).toBe('assistant: openai-compatible (llama3.2)');
    const offline = lineFor({});
    expect(offline).toMatch(/^assistant: offline responder: replies come from each person's logs only/);
    expect(offline).toContain('npm run model:pull');
    expect(offline).toContain('"Using a real model" in the README');
  });
});
