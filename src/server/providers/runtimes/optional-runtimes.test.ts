import { describe, expect, it } from 'vitest';
import { OPTIONAL_RUNTIMES, isRuntimeInstalled, runtimeMissing } from './optional-runtimes.js';

describe('optional runtimes', () => {
  it('are installed for the tests (npm test runs npm run runtimes:install first), so their providers are exercised', () => {
    for (const runtime of Object.keys(OPTIONAL_RUNTIMES) as (keyof typeof OPTIONAL_RUNTIMES)[]) {
      expect(isRuntimeInstalled(runtime), runtime).toBe(true);
    }
  });

  it('tell an operator which package is missing and the one command that adds it', () => {
    expect(runtimeMissing('whisper')).toBe(
      '@napi-rs/whisper, which runs whisper.cpp speech recognition in process, is not installed: run `npm run runtimes:install -- whisper`',
    );
  });
});
