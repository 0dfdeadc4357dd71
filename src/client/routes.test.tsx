import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, answerSummaryWrites, errorAnswer, pending } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import { SETTINGS_GROUPS } from '@/features/settings/settings-page';
import { DEFAULT_SETTINGS, type Settings } from '../shared/settings.js';
import { AppRoutes } from './routes';

// Most pages are lazy routes. Load their modules once up front (as the static imports of the route
// table used to), so a test's findBy waits for the route to render, not for the test runner to
// compile a page's imports on a busy machine.
beforeAll(async () => {
  const lazyModules = { ...import.meta.glob('./features/**/*-page.tsx'), ...import.meta.glob('./app/*.tsx') };
  await Promise.all(Object.values(lazyModules).map((load) => load()));
}, 120_000);

/**
 * Answers the shell's reads: the full settings (a lazy settings page may mount after they load),
 * and null to every other read (the intake form then is incomplete), since the pages are only opened here;
 * and the summary the chat page writes when it closes.
 */
function shellReads() {
  answerSummaryWrites();
  server.use(
    http.get('/api/settings', () =>
      HttpResponse.json<Settings>({ ...DEFAULT_SETTINGS, theme: 'light', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    ),
    http.get('/api/*', () => HttpResponse.json(null)),
  );
}

const done = testUser({
  firstName: 'Maya',
  onboardingCompletedAt: '2025-09-11T10:00:00Z',
  tosAcceptedAt: '2025-09-11T10:00:00Z',
  hasSeenWelcomeModal: true,
});

describe('route table', () => {
  it('shows the offline page with Try Again when the user cannot be loaded at all', async () => {
    answer(
      'get',
      '/api/auth/user',
      () => HttpResponse.error(),
      () => errorAnswer(401, 'UNAUTHORIZED', 'Sign in to continue'),
    );
    renderWithApp(<AppRoutes />);
    expect(await screen.findByRole('heading', { name: "Willow can't be reached" })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(await screen.findByRole('button', { name: 'Start Your Journey' })).toBeInTheDocument();
  });

  it('shows a spinner while the user loads', () => {
    answer('get', '/api/auth/user', pending);
    renderWithApp(<AppRoutes />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('gives signed-out visitors the landing page at / and the not-found page elsewhere, but the public pages too', () => {
    renderWithApp(<AppRoutes />, { path: '/', user: null });
    expect(screen.getByRole('button', { name: 'Start Your Journey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Your AI Holistic Health Guide')).toBeInTheDocument();
  });

  it.each(['/dashboard', '/onboarding/name', '/terms-of-service', '/landing', '/nope'])('signed out, %s is not found', (path) => {
    renderWithApp(<AppRoutes />, { path, user: null });
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
  });

  it.each([
    ['/pricing', 'Pricing'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/coming-soon', 'Coming Soon'],
  ])('signed out, %s is public', async (path, title) => {
    renderWithApp(<AppRoutes />, { path, user: null });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends a new person from home to the name step', async () => {
    shellReads();
    const { history } = renderWithApp(<AppRoutes />, { path: '/', user: testUser() });
    expect(await screen.findByText('Create an Account')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/onboarding/name');
  });

  it('shows home inside the main layout to someone onboarded', async () => {
    shellReads();
    renderWithApp(<AppRoutes />, { path: '/', user: done });
    expect(await screen.findByText("Hi there! What's on your mind today?")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Willow beta' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(false));
  });

  it.each([
    ['/nutrition?date=2026-03-05', 'Nutrition'],
    ['/nutrition/log?date=2026-03-05', 'Select Foods'],
  ])('loads the nutrition screen %s (%s) inside the layout', async (path, title) => {
    shellReads();
    renderWithApp(<AppRoutes />, { path, user: done });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('This part of Willow is coming in a later update.')).not.toBeInTheDocument();
  });

  it('sends /nutrition/portions without a stored selection to the food selection screen', async () => {
    shellReads();
    const { history } = renderWithApp(<AppRoutes />, { path: '/nutrition/portions', user: done });
    expect(await screen.findByRole('heading', { level: 1, name: 'Select Foods' })).toBeInTheDocument();
    expect(history.at(-1)).toMatch(/^\/nutrition\/log\?date=\d{4}-\d{2}-\d{2}$/);
  });

  const settingsPages = [
    ['/settings', 'Settings'],
    ...SETTINGS_GROUPS.flatMap((group) => group.entries.map((entry) => [entry.href, entry.label])),
  ];
  it.each(settingsPages)('signed in, %s is the %s page inside the layout', async (path, title) => {
    shellReads();
    renderWithApp(<AppRoutes />, { path, user: done });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('This part of Willow is coming in a later update.')).not.toBeInTheDocument();
  });

  it.each(['/chat', '/chat/11111111-1111-4111-8111-111111111111'])('loads the chat page at %s inside the layout', async (path) => {
    shellReads();
    renderWithApp(<AppRoutes />, { path, user: done });
    expect(await screen.findByRole('textbox', { name: 'Message Willow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('opens the intake modal over home at /intake-form', async () => {
    shellReads();
    renderWithApp(<AppRoutes />, { path: '/intake-form', user: done });
    expect(await screen.findByRole('dialog', { name: 'Tell Us Your Story' })).toBeInTheDocument();
    expect(screen.getByText("Hi there! What's on your mind today?")).toBeInTheDocument();
  });

  it('shows the founder welcome once onboarding is complete and it was not seen yet', async () => {
    shellReads();
    renderWithApp(<AppRoutes />, { path: '/', user: { ...done, hasSeenWelcomeModal: false } });
    expect(await screen.findByRole('dialog', { name: 'Welcome to Willow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });
});
