import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useShell } from '@/lib/shell';
import { answer, requestsMade, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import { MainLayout } from './main-layout';

const user = testUser({
  firstName: 'Maya',
  onboardingCompletedAt: '2025-09-11T10:00:00Z',
  tosAcceptedAt: '2025-09-11T10:00:00Z',
  hasSeenWelcomeModal: true,
});
const CONVERSATIONS = [
  { id: 'c2', title: 'How has my energy been this week?', createdAt: '2025-09-12T09:30:00.000Z' },
  { id: 'c1', title: 'Headaches', createdAt: '2025-09-11T10:00:00.000Z' },
];

function OpenDrawer() {
  const { openDrawer } = useShell();
  return (
    <button type="button" onClick={openDrawer}>
      Menu
    </button>
  );
}

/** The shell's reads, and DELETE answering 204 (the conversation is gone from then on) or the server's failure. */
function mockApi({ deleteFails = false, plan = 'free' }: { deleteFails?: boolean; plan?: string } = {}) {
  let conversations = [...CONVERSATIONS];
  answer('get', '/api/conversations', () => HttpResponse.json(conversations));
  // No intake form yet.
  answer('get', '/api/intake-form', () => HttpResponse.json(null));
  answer('get', '/api/subscription/current', () =>
    HttpResponse.json({ plan: { name: plan }, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false }),
  );
  server.use(
    http.delete<{ id: string }>('/api/conversations/:id', ({ params }) => {
      if (deleteFails) return serverFailure();
      conversations = conversations.filter((c) => c.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

/** The layout with the drawer opened, as the menu button would. */
async function openDrawer(path = '/') {
  const result = renderWithApp(
    <MainLayout>
      <OpenDrawer />
    </MainLayout>,
    { user, path },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  // The drawer's code loads on first open: the first test waits for its module to compile.
  return { ...result, drawer: await screen.findByRole('dialog', { name: 'History' }, { timeout: 10_000 }) };
}

/** Deleting asks first: "Delete this conversation?" */
async function confirmDelete() {
  const confirm = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

describe('main layout drawer', () => {
  it(
    'lists the conversations, deletes one with the Chat deleted toast, and shows the plan from the subscription',
    { timeout: 20_000 },
    async () => {
      mockApi({ plan: 'ultra' });
      const requests = requestsMade();
      const { drawer } = await openDrawer();
      expect(await within(drawer).findByRole('link', { name: /Headaches/ })).toHaveAttribute('href', '/chat/c1');
      expect(within(drawer).getByText('Ultra User')).toBeInTheDocument();
      await userEvent.click(within(drawer).getByRole('button', { name: 'Delete Headaches' }));
      await confirmDelete();
      expect(await screen.findByText('Chat deleted')).toBeInTheDocument();
      expect(screen.getByText('The conversation has been removed from your history.')).toBeInTheDocument();
      await waitFor(() => expect(within(drawer).queryByRole('link', { name: /Headaches/ })).not.toBeInTheDocument());
      expect(requests).toContain('DELETE /api/conversations/c1');
    },
  );

  it('says so when a delete fails, and keeps the conversation', async () => {
    mockApi({ deleteFails: true });
    const { drawer } = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Delete Headaches' }));
    await confirmDelete();
    expect(await screen.findByText('Failed to delete the conversation. Please try again.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /Headaches/ })).toBeInTheDocument();
    expect(within(drawer).getByText('Free User')).toBeInTheDocument();
  });

  it('leaves a deleted conversation that is open for a new one', async () => {
    mockApi();
    const { history } = await openDrawer('/chat/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Headaches' }));
    await confirmDelete();
    await waitFor(() => expect(history.at(-1)).toBe('/chat'));
  });
});
