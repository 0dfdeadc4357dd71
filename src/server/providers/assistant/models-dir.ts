import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run model:pull` puts models, and where `npm start` looks for one (LLM_MODELS_DIR). */
export const DEFAULT_MODELS_DIR = './models';

/**
 * The model `npm run model:pull` downloads when given none (docs/decisions/016-private-model.md):
 * Llama 3.2 3B Instruct at Q4_K_M, about 2 GB, through node-llama-cpp's Llama 3.2 chat wrapper with
 * function calling. Its SHA-256 is not pinned here: Hugging Face answers it with the file.
 */
export const RECOMMENDED_MODEL = {
  uri: 'hf:bartowski/Llama-3.2-3B-Instruct-GGUF/Llama-3.2-3B-Instruct-Q4_K_M.gguf',
  fileName: 'Llama-3.2-3B-Instruct-Q4_K_M.gguf',
  name: 'Llama 3.2 3B Instruct (Q4_K_M, about 2 GB)',
} as const;

/**
 * The GGUF model in a models folder that `npm start` uses without any variable: the recommended
 * one when it is there, otherwise the newest. Unfinished downloads (`*.gguf.ipull`) do not count.
 */
export function findDownloadedModel(dir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.toLowerCase().endsWith('.gguf'));
  } catch {
    return undefined;
  }
  const files = names.map((name) => path.join(dir, name)).filter((file) => statSync(file).isFile());
  if (!files.length) return undefined;
  const recommended = files.find((file) => path.basename(file) === RECOMMENDED_MODEL.fileName);
  return recommended ?? files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}
