import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('request log redaction', () => {
  it('hides the OpenID Connect callback’s code and state, and keeps everything else', () => {
    expect(redactUrl('/api/callback?code=abc123&state=xyz&iss=http%3A%2F%2Flocalhost')).toBe(
      '/api/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&iss=http%3A%2F%2Flocalhost',
    );
    expect(redactUrl('/idp/session/end?id_token_hint=eyJhbGciOi.x.y&post_logout_redirect_uri=http%3A%2F%2Flocalhost%2F')).toBe(
      '/idp/session/end?id_token_hint=%5Bredacted%5D&post_logout_redirect_uri=http%3A%2F%2Flocalhost%2F',
    );
    expect(redactUrl('/api/foods/search?query=apple')).toBe('/api/foods/search?query=apple');
    expect(redactUrl('/api/health/2026-03-05')).toBe('/api/health/2026-03-05');
  });
});
