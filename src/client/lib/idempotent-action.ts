import { useRef } from 'react';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency.js';

/** 32 random hex digits; getRandomValues works on plain-http origins too, where randomUUID does not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one user action: sending the same request again (a retry after a lost
 * answer) reuses its key, so the server saves it once; a changed request or a success starts a
 * new action.
 */
export function useIdempotentAction() {
  const last = useRef<{ request: string; key: string } | null>(null);
  return {
    headersFor(request: unknown): Record<string, string> {
      const text = JSON.stringify(request);
      if (last.current?.request !== text) last.current = { request: text, key: newKey() };
      return { [IDEMPOTENCY_HEADER]: last.current.key };
    },
    done() {
      last.current = null;
    },
  };
}
