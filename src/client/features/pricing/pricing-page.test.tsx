import { format } from 'date-fns';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { answer, errorAnswer, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { CreateSubscriptionBody, CreateSubscriptionResponse } from '../../../shared/billing.js';
import type { Subscription } from '../../../shared/chat.js';
import { PLANS } from '../../../shared/plans.js';
import { PRICING_FAQ, PricingPage, SIGN_IN_REDIRECT_MS } from './pricing-page';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('pricing page', () => {
  it('shows the three plans with price, description and features, Pro as Most Popular, the FAQ and Back to /', () => {
    renderWithApp(<PricingPage />, { path: '/pricing', user: null });
    for (const plan of PLANS) {
      const card = screen.getByRole('region', { name: plan.name });
      expect(card).toHaveTextContent(plan.price);
      expect(card).toHaveTextContent(plan.description);
      for (const feature of plan.features) expect(card).toHaveTextContent(feature);
    }
    expect(screen.getByRole('region', { name: 'Pro' })).toHaveTextContent('Most Popular');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.getByText(PRICING_FAQ[2]!.question)).toBeInTheDocument();
    expect(PRICING_FAQ.some((f) => f.answer.includes('around $20 per month'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('signed out, choosing a plan says sign-in is required and goes to /api/login after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderWithApp(<PricingPage />, { path: '/pricing', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    expect(screen.getByText('Sign in Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to upgrade your plan')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(SIGN_IN_REDIRECT_MS);
    });
    expect(assign).toHaveBeenCalledWith('/api/login?flow=login');
  });

  it('signed out, choosing Free asks to sign in to start, not to upgrade', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: vi.fn() });
    renderWithApp(<PricingPage />, { path: '/pricing', user: null });
    await userEvent.click(screen.getByRole('button', { name: /Free/ }));
    expect(screen.getByText('Sign in Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to start with the Free plan')).toBeInTheDocument();
    expect(screen.queryByText('Please sign in to upgrade your plan')).not.toBeInTheDocument();
  });

  it('choosing Free while on Free says so without a call', async () => {
    const requests = requestsMade();
    renderWithApp(<PricingPage />, { path: '/pricing', user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Free: Current Plan' }));
    expect(screen.getByText("You're already on the Free plan!")).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Pro or Ultra for more features')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('marks the chosen plan Processing while checkout is requested, then shows the server error', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const checkout = answer<CreateSubscriptionBody>('post', '/api/subscription/create', async () => {
      await released;
      return errorAnswer(503, 'BILLING_NOT_CONFIGURED', 'Billing is not configured');
    });
    renderWithApp(<PricingPage />, { path: '/pricing', user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Ultra' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(checkout.bodies).toEqual([{ planId: 'ultra' }]));
    release();
    expect(await screen.findByText('Billing is not configured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Ultra' })).toBeEnabled();
  });

  it('says Subscription Canceled on a canceled checkout and cleans the URL', async () => {
    const { history } = renderWithApp(<PricingPage />, { path: '/pricing?canceled=true', user: testUser() });
    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/pricing'));
  });

  it('on a successful return verifies the session, refreshes the plan, says Subscription Updated! and cleans the URL', async () => {
    answer('get', '/api/billing/verify', () =>
      HttpResponse.json<Subscription>({
        plan: { name: 'pro' },
        status: 'active',
        currentPeriodEnd: '2026-12-27T12:00:00.000Z',
        cancelAtPeriodEnd: false,
      }),
    );
    answer('get', '/api/auth/user', () => HttpResponse.json(testUser({ planTier: 'pro', planStatus: 'active' })));
    const requests = requestsMade({ query: true });
    const { history } = renderWithApp(<PricingPage />, { path: '/pricing?success=true&session_id=cs_1', user: testUser() });
    expect(await screen.findByText('Subscription Updated!')).toBeInTheDocument();
    expect(
      screen.getByText(`You're on the Pro plan from today, ${format(new Date(), 'MMMM d, yyyy')}. It renews on December 27, 2026.`),
    ).toBeInTheDocument();
    expect(requests).toContain('GET /api/billing/verify?session_id=cs_1');
    expect(requests).toContain('GET /api/auth/user');
    await waitFor(() => expect(history.at(-1)).toBe('/pricing'));
    expect(await screen.findByRole('button', { name: 'Pro: Current Plan' })).toBeInTheDocument();
  });

  it('a paying person who picks the other plan is switched at once, without a checkout', async () => {
    const checkout = answer<CreateSubscriptionBody>('post', '/api/subscription/create', () =>
      HttpResponse.json<CreateSubscriptionResponse>({
        checkoutUrl: null,
        subscription: { plan: { name: 'ultra' }, status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
      }),
    );
    answer('get', '/api/auth/user', () => HttpResponse.json(testUser({ planTier: 'ultra', planStatus: 'active' })));
    renderWithApp(<PricingPage />, { path: '/pricing', user: testUser({ planTier: 'pro', planStatus: 'active' }) });
    expect(screen.getByRole('note')).toHaveTextContent('Test checkout — no payment is taken');
    await userEvent.click(screen.getByRole('button', { name: 'Choose Ultra' }));
    expect(await screen.findByText('Subscription created successfully!')).toBeInTheDocument();
    expect(screen.getByText(`You're on the Ultra plan from today, ${format(new Date(), 'MMMM d, yyyy')}.`)).toBeInTheDocument();
    expect(checkout.bodies).toEqual([{ planId: 'ultra' }]);
  });

  it('with billing off shows no plans, only that use is unlimited', () => {
    renderWithApp(<PricingPage />, { path: '/pricing', user: testUser(), billingMode: 'off' });
    expect(
      screen.getByText('This server charges nobody: every account has unlimited messages and voice conversations.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
  });
});
