import type { AssistantConfig } from '../../config.js';
import { AnthropicAssistant } from './anthropic.js';
import { type Assistant } from './assistant.js';
import { LocalLlamaAssistant } from './local-llama.js';
import { OpenAiCompatibleAssistant } from './openai-compatible.js';
import { runtimeMissing } from '../runtimes/optional-runtimes.js';

/** A configured provider; `close()` frees what it holds (the local model's memory) at shutdown. */
export interface ConfiguredAssistant extends Assistant {
  close(): Promise<void>;
}

/**
 * The language model the configuration names, or null when it names none (the chat service
 * then answers with the offline responder). When several are configured, the first of these
 * wins: a local GGUF file (LLM_MODEL_PATH), an OpenAI-compatible server (LLM_BASE_URL with
 * LLM_MODEL), Anthropic (ANTHROPIC_API_KEY), and last the model `npm run model:pull` put in
 * ./models. Nothing is contacted or loaded here.
 */
export function createAssistant(config: AssistantConfig): ConfiguredAssistant | null {
  const { timeoutMs, local, openAiCompatible, anthropic, downloaded } = config;
  if (local) return new LocalLlamaAssistant({ modelPath: local.modelPath, threads: local.threads, timeoutMs });
  if (openAiCompatible) return new OpenAiCompatibleAssistant({ ...openAiCompatible, timeoutMs });
  if (anthropic) return new AnthropicAssistant({ ...anthropic, timeoutMs });
  if (downloaded) return new LocalLlamaAssistant({ modelPath: downloaded.modelPath, threads: downloaded.threads, timeoutMs });
  return null;
}

/**
 * The start log's line about the assistant: which model answers (and, for a local one, which
 * file), or, with none, the operator's instructions, said once here instead of in every reply.
 */
export function assistantLogLine(config: AssistantConfig, assistant: Assistant | null): string {
  if (!assistant && config.downloadedWithoutRuntime) {
    return `assistant: offline responder: the model at ${config.downloadedWithoutRuntime} cannot run, because ${runtimeMissing('llama')}`;
  }
  if (!assistant) {
    return (
      "assistant: offline responder: replies come from each person's logs only. To let a language model answer, run " +
      '`npm run model:pull` (a private model in ./models, used at the next start), or set LLM_MODEL_PATH, LLM_BASE_URL with ' +
      'LLM_MODEL, or ANTHROPIC_API_KEY (see "Using a real model" in the README)'
    );
  }
  const local = config.local ?? (config.openAiCompatible || config.anthropic ? undefined : config.downloaded);
  return `assistant: ${assistant.label}${local ? ` from ${local.modelPath}` : ''}`;
}
