import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { IdentityProvider } from '../../shared/sign-in.js';

/**
 * The network of client tests: each test adds the request handlers it needs (see handlers.ts).
 * The one default: sign-in is Willow's own (the landing page asks wherever it shows).
 */
export const server = setupServer(
  http.get('/api/auth/identity-provider', () =>
    HttpResponse.json({ builtIn: true, name: 'localhost', signUpPage: true, signOut: true } satisfies IdentityProvider),
  ),
);
