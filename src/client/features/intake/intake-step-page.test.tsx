import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, testUser } from '@/test/render';
import { IntakeStepPage } from './intake-step-page';

afterEach(() => vi.restoreAllMocks());

describe('onboarding intake step', () => {
  it('goes to the terms with no call when all four fields are blank', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { history } = renderWithApp(<IntakeStepPage />, { path: '/onboarding/intake', user: testUser() });
    await userEvent.type(screen.getByLabelText('Additional Context'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.at(-1)).toBe('/terms-of-service'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("saves trimmed values before going to the terms; 'I'll fill this out later' just goes", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ id: 'i1' }));
    const { history } = renderWithApp(<IntakeStepPage />, { path: '/onboarding/intake', user: testUser() });
    await userEvent.type(screen.getByLabelText('Current Health Challenges'), '  Fatigue ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.at(-1)).toBe('/terms-of-service'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/intake-form');
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      storyAndVision: '',
      currentLandscape: 'Fatigue',
      journeyDetails: '',
      finalDetails: '',
    });
  });

  it('offers to skip', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { history } = renderWithApp(<IntakeStepPage />, { path: '/onboarding/intake', user: testUser() });
    await userEvent.type(screen.getByLabelText('Your Story & Vision'), 'Something');
    await userEvent.click(screen.getByRole('button', { name: "I'll fill this out later" }));
    expect(history.at(-1)).toBe('/terms-of-service');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's reason about a field next to it and stays on the step", async () => {
    const reason = 'journeyDetails must be at most 400 characters';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ statusCode: 400, code: 'VALIDATION_ERROR', message: reason, issues: [{ path: 'journeyDetails', message: reason }] }, 400),
    );
    const { history } = renderWithApp(<IntakeStepPage />, { path: '/onboarding/intake', user: testUser() });
    await userEvent.type(screen.getByLabelText("What You've Tried"), 'Diet');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText("What You've Tried")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText("What You've Tried")).toHaveAccessibleDescription(reason);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(history.at(-1)).toBe('/onboarding/intake');
  });
});
