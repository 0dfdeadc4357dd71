import type { AssistantConfig } from '../../config.js';
import { AnthropicAssistant } from './anthropic.js';
import { type Assistant } from './assistant.js';
import { LocalLlamaAssistant } from './local-llama.js';
import { OpenAiCompatibleAssistant } from './openai-compatible.js';

/** A configured provider; `close()` frees what it holds (the local model's memory) at shutdown. */
export interface ConfiguredAssistant extends Assistant {
  close(): Promise<void>;
}

/**
 * The language model the configuration names, or null when it names none (the chat service
 * then answers with the offline responder). When several are configured, the first of these
 * wins: a local GGUF file (LLM_MODEL_PATH), an OpenAI-compatible server (LLM_BASE_URL with
 * LLM_MODEL), Anthropic (ANTHROPIC_API_KEY). Nothing is contacted or loaded here.
 */
export function createAssistant(config: AssistantConfig): ConfiguredAssistant | null {
  const { timeoutMs, local, openAiCompatible, anthropic } = config;
  if (local) return new LocalLlamaAssistant({ modelPath: local.modelPath, threads: local.threads, timeoutMs });
  if (openAiCompatible) return new OpenAiCompatibleAssistant({ ...openAiCompatible, timeoutMs });
  if (anthropic) return new AnthropicAssistant({ ...anthropic, timeoutMs });
  return null;
}
