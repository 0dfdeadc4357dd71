import { setupServer } from 'msw/node';

/** The network of client tests: each test adds the request handlers it needs (see handlers.ts). */
export const server = setupServer();
