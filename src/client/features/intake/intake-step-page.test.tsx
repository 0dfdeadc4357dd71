import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, errorAnswer, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { IntakeBody } from '../../../shared/intake.js';
import { IntakeStepPage } from './intake-step-page';

describe('onboarding intake step', () => {
  it('goes to the terms with no call when all four fields are blank', async () => {
    const requests = requestsMade();
    const { history } = renderWithApp(<IntakeStepPage />, { path: '/onboarding/intake', user: testUser() });
    await userEvent.type(screen.getByLabelText('Additional Context'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.at(-1)).toBe('/terms-of-service'));
    expect(requests).toEqual([]);
  });

  it("saves trimmed values before going to the terms; 'I'll fill this out later' just goes", async () => {
    const saved = answer<IntakeBody>('post', '/api/intake-form', (body) => HttpResponse.json({ id: 'i1', ...body }));
    const { history } = renderWithApp(<IntakeStepPage />, { path: '/onboarding/intake', user: testUser() });
    await userEvent.type(screen.getByLabelText('Current Health Challenges'), '  Fatigue ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.at(-1)).toBe('/terms-of-service'));
    expect(saved.bodies).toEqual([
      {
        storyAndVision: '',
        currentLandscape: 'Fatigue',
        journeyDetails: '',
        finalDetails: '',
      },
    ]);
  });

  it('offers to skip', async () => {
    const requests = requestsMade();
    const { history } = renderWithApp(<IntakeStepPage />, { path: '/onboarding/intake', user: testUser() });
    await userEvent.type(screen.getByLabelText('Your Story & Vision'), 'Something');
    await userEvent.click(screen.getByRole('button', { name: "I'll fill this out later" }));
    expect(history.at(-1)).toBe('/terms-of-service');
    expect(requests).toEqual([]);
  });

  it("shows the server's reason about a field next to it and stays on the step", async () => {
    const reason = "What you've tried must be at most 400 characters";
    answer('post', '/api/intake-form', () => errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'journeyDetails', message: reason }]));
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
