/**
 * Downloads a private language model for Willow into ./models, where `npm start` finds it
 * (docs/decisions/016-private-model.md). With a progress bar; an interrupted pull resumes when run
 * again; the finished file's SHA-256 is checked and a mismatch deletes it.
 *
 *   npm run model:pull                                   the recommended model
 *   npm run model:pull -- hf:owner/repo/file.gguf        another one from Hugging Face
 *   npm run model:pull -- https://host/model.gguf --sha256 HEX [--dir ./models]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_MODELS_DIR, RECOMMENDED_MODEL, findDownloadedModel } from '../src/server/providers/assistant/models-dir.js';
import { pullModel } from '../src/server/providers/assistant/model-download.js';
import { installRuntimes } from './install-runtimes.js';

const USAGE = 'Usage: npm run model:pull [-- <https://…/model.gguf | hf:owner/repo/file.gguf>] [--sha256 HEX] [--dir FOLDER]';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { sha256: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.values.help || args.positionals.length > 1) {
    console.log(USAGE);
    return args.values.help ? 0 : 2;
  }
  // The download and the model both run through node-llama-cpp, which the default install leaves out.
  if (!installRuntimes(['llama'])) {
    console.error("node-llama-cpp could not be installed; see npm's message above.");
    return 1;
  }
  const uri = args.positionals[0] ?? RECOMMENDED_MODEL.uri;
  const dir = path.resolve(args.values.dir ?? process.env.LLM_MODELS_DIR ?? DEFAULT_MODELS_DIR);
  const terminal = Boolean(process.stdout.isTTY);
  console.log(`Downloading ${uri === RECOMMENDED_MODEL.uri ? RECOMMENDED_MODEL.name : uri}\ninto ${dir}`);

  const stop = new AbortController();
  const pause = () => stop.abort();
  process.once('SIGINT', pause);
  let shown = -1;
  try {
    const pulled = await pullModel({
      uri,
      dir,
      sha256: args.values.sha256,
      signal: stop.signal,
      progressBar: terminal,
      // Without a terminal (CI, a log file), a line every tenth instead of a bar.
      onProgress: terminal
        ? undefined
        : ({ downloadedSize, totalSize }) => {
            const tenth = totalSize ? Math.floor((downloadedSize / totalSize) * 10) : 0;
            if (tenth > shown) console.log(`${tenth * 10}% (${megabytes(downloadedSize)} of ${megabytes(totalSize)})`);
            shown = tenth;
          },
      onChecking: () => console.log('Checking its SHA-256...'),
    });
    const checked = {
      given: 'matches the --sha256 given',
      server: 'matches the SHA-256 the server states',
      none: 'not checked: the server states no SHA-256; pass --sha256 to check it',
    }[pulled.checkedAgainst];
    console.log(`Done: ${pulled.file}\nSHA-256 ${pulled.sha256} (${checked}).`);
    const used = findDownloadedModel(dir);
    console.log(
      used === pulled.file
        ? 'npm start will use it (LLM_MODEL_PATH, LLM_BASE_URL or ANTHROPIC_API_KEY still win when set).'
        : `npm start uses ${used} from this folder; to use this model instead, set LLM_MODEL_PATH=${pulled.file}.`,
    );
    return 0;
  } catch (error) {
    if (stop.signal.aborted) {
      console.error('\nPaused. Run the same command again to resume where it stopped.');
      return 130;
    }
    console.error(`\nThe model could not be downloaded: ${(error as Error).message}`);
    return 1;
  } finally {
    process.off('SIGINT', pause);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
