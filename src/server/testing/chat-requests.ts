import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness.js';

/** Whoever makes the request: a signed-in user's cookie header. */
type Caller = { headers: { cookie: string } };

/** A new, untitled conversation of `user`'s, started through the API as the app does; its id. */
export async function newConversation(t: Pick<TestApp, 'app'>, user: Caller): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: user.headers, payload: {} });
  return response.json<{ id: string }>().id;
}

/** `user`'s message posted to a conversation (`more` adds to the body, `spokenMs` say); the reply stream's whole response. */
export function sendMessage(
  t: Pick<TestApp, 'app'>,
  user: Caller,
  conversationId: string,
  message: string,
  more: object = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { conversationId, message, ...more } });
}
