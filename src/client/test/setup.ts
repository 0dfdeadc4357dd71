import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { act } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';
import { contractBreaches } from './handlers';
import { server } from './server';

// Lazy routes take about 350 ms to show; a busy 2-core CI machine can push that past the 1 s
// default, which would fail a test without anything being wrong.
configure({ asyncUtilTimeout: 3000 });

// A request no handler answers fails the test that made it: the app may swallow the network
// error, so MSW's own report alone would let the test pass without the server it assumed.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  act(() => clearToasts());
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
  sessionStorage.clear();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests no handler answered: ${missed.join(', ')}`);
  // An answer the server would never give lets a test pass on a client that would fail against it.
  const breaches = contractBreaches.splice(0);
  if (breaches.length > 0) throw new Error(`Answers that break the API contract:\n${breaches.join('\n')}`);
});
afterAll(() => server.close());

// jsdom lacks a few browser APIs that Radix and the app use.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof Element.prototype.hasPointerCapture !== 'function') {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.setPointerCapture = () => {};
}
if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
