import { describe, expect, it } from 'vitest';
import { testUser as user } from '@/test/render';
import { gateRedirect } from './gates';

describe('terms and onboarding gates', () => {
  it('sends someone new from any page to the name step, but leaves onboarding, landing and terms alone', () => {
    expect(gateRedirect(user(), '/')).toBe('/onboarding/name');
    expect(gateRedirect(user(), '/dashboard')).toBe('/onboarding/name');
    expect(gateRedirect(user(), '/onboarding/name')).toBeNull();
    expect(gateRedirect(user(), '/onboarding/intake')).toBeNull();
    expect(gateRedirect(user(), '/landing')).toBeNull();
    expect(gateRedirect(user(), '/terms-of-service')).toBeNull();
  });

  it('needs the terms accepted before the completion screen', () => {
    expect(gateRedirect(user(), '/onboarding/welcome')).toBe('/terms-of-service');
    expect(gateRedirect(user({ tosAcceptedAt: '2026-01-01T00:00:00Z' }), '/onboarding/welcome')).toBeNull();
  });

  it('sends someone onboarded but without accepted terms to the terms page', () => {
    const u = user({ onboardingCompletedAt: '2026-01-01T00:00:00Z' });
    for (const path of ['/', '/landing', '/onboarding/name', '/onboarding/welcome', '/settings', '/nope'])
      expect(gateRedirect(u, path)).toBe('/terms-of-service');
    expect(gateRedirect(u, '/terms-of-service')).toBeNull();
  });

  it('lets a fully onboarded person go anywhere', () => {
    const u = user({ onboardingCompletedAt: '2026-01-01T00:00:00Z', tosAcceptedAt: '2026-01-01T00:00:00Z' });
    for (const path of ['/', '/dashboard', '/settings', '/onboarding/name', '/terms-of-service']) expect(gateRedirect(u, path)).toBeNull();
  });
});
