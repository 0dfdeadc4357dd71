import { apiRequest } from './api';

/** At most this many reports per page load, so an error in a loop cannot flood the server. */
const MAX_REPORTS = 10;
let enabled = false;
let installed = false;
let sent = 0;

const text = (value: unknown, max: number) => (typeof value === 'string' && value ? value.slice(0, max) : undefined);

function report(error: unknown, fallbackMessage: string) {
  if (!enabled || sent >= MAX_REPORTS) return;
  sent += 1;
  const err = error instanceof Error ? error : null;
  const message = text(err?.message, 500) ?? text(fallbackMessage, 500) ?? 'Unknown error';
  apiRequest('POST', '/api/client-errors', { message, stack: text(err?.stack, 4000), url: text(window.location.pathname, 500) }).catch(
    () => {},
  );
}

const onError = (event: ErrorEvent) => report(event.error, event.message);
const onRejection = (event: PromiseRejectionEvent) => report(event.reason, String(event.reason));

/**
 * Error tracking follows analyticsOptIn (app-spec section 4): set on whenever settings load or
 * change, and on only when the value is exactly true.
 */
export function setErrorReporting(optIn: unknown) {
  enabled = optIn === true;
  if (enabled && !installed) {
    installed = true;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  }
}

/** The front-end crash test: an error event through the same path a real uncaught error takes. */
export function raiseTestCrash() {
  const error = new Error('Test crash requested from Privacy Settings (front end)');
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}
