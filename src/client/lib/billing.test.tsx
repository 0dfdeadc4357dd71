import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { answer, errorAnswer, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { User } from '../../shared/users.js';
import { usePlanAction } from './billing';

afterEach(() => vi.restoreAllMocks());

function PlanButton({ user }: { user: User }) {
  const planAction = usePlanAction();
  return <button onClick={() => void planAction(user)}>Plan</button>;
}

describe('the plan action', () => {
  it('sends a person with a paid status to the billing portal', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const portal = answer('post', '/api/subscription/portal', () => HttpResponse.json({ url: 'https://billing.stripe.test/p/session/1' }));
    for (const planStatus of ['active', 'trialing', 'past_due', 'unpaid']) {
      const { unmount } = renderWithApp(<PlanButton user={testUser({ planTier: 'pro', planStatus })} />);
      await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
      expect(assign).toHaveBeenLastCalledWith('https://billing.stripe.test/p/session/1');
      unmount();
    }
    expect(assign).toHaveBeenCalledTimes(4);
    expect(portal.bodies).toHaveLength(4);
  });

  it('sends anyone else to /pricing without a call, and says when the portal fails', async () => {
    answer('post', '/api/subscription/portal', () => errorAnswer(502, 'BAD_GATEWAY', ''));
    const requests = requestsMade();
    const { history, unmount } = renderWithApp(<PlanButton user={testUser({ planTier: 'pro', planStatus: 'canceled' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(history.at(-1)).toBe('/pricing');
    expect(requests).toEqual([]);
    unmount();
    renderWithApp(<PlanButton user={testUser({ planTier: 'pro', planStatus: 'active' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(await screen.findByText('Failed to open portal')).toBeInTheDocument();
  });
});
