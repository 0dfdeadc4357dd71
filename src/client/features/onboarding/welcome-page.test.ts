import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, serverFailure } from '@/test/handlers';
import { COMPLETION_REDIRECT_MS, completeOnboarding } from './welcome-page';

afterEach(() => vi.restoreAllMocks());

describe('completion screen', () => {
  it('marks onboarding completed now, waits 2000 ms, then refetches the user', async () => {
    const saved = answer<{ onboardingStep: string; onboardingCompletedAt: string }>('patch', '/api/auth/user', () => HttpResponse.json({}));
    const wait = vi.fn(async () => {});
    const refetch = vi.fn(async () => {});
    await completeOnboarding(refetch, wait);
    const body = saved.bodies[0]!;
    expect(body.onboardingStep).toBe('completed');
    expect(Math.abs(Date.parse(body.onboardingCompletedAt) - Date.now())).toBeLessThan(5000);
    expect(wait).toHaveBeenCalledWith(COMPLETION_REDIRECT_MS);
    expect(COMPLETION_REDIRECT_MS).toBe(2000);
    expect(refetch).toHaveBeenCalled();
  });

  it('logs a failure, still finishes (the page then goes home) and hands the failure back to be told', async () => {
    answer('patch', '/api/auth/user', serverFailure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refetch = vi.fn(async () => {});
    await expect(completeOnboarding(refetch, async () => {})).resolves.toBeInstanceOf(Error);
    expect(log).toHaveBeenCalled();
    expect(refetch).toHaveBeenCalled();
  });
});
