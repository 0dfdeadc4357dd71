import { createRequire } from 'node:module';

/**
 * Native runtimes that the default install leaves out (docs/decisions/029-slim-install.md): with
 * their prebuilt CPU and GPU binaries they would be most of node_modules, and most installs never
 * load them. `npm run runtimes:install` adds them at the versions package.json's `optionalRuntimes`
 * pins; `npm run model:pull` adds the model's, and `npm test` both, since tests exercise them.
 */
export const OPTIONAL_RUNTIMES = {
  llama: { packageName: 'node-llama-cpp', runs: 'a local GGUF language model in process' },
  whisper: { packageName: '@napi-rs/whisper', runs: 'whisper.cpp speech recognition in process' },
} as const;
export type OptionalRuntime = keyof typeof OPTIONAL_RUNTIMES;

const require = createRequire(import.meta.url);

/** Whether the runtime's package can be loaded from this install. */
export function isRuntimeInstalled(runtime: OptionalRuntime): boolean {
  try {
    require.resolve(OPTIONAL_RUNTIMES[runtime].packageName);
    return true;
  } catch {
    return false;
  }
}

/** What an operator reads when a setting needs a runtime this install does not have. */
export const runtimeMissing = (runtime: OptionalRuntime) =>
  `${OPTIONAL_RUNTIMES[runtime].packageName}, which runs ${OPTIONAL_RUNTIMES[runtime].runs}, is not installed: ` +
  `run \`npm run runtimes:install -- ${runtime}\``;
