import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShell } from '@/lib/shell';
import { json, renderWithApp, testUser } from '@/test/render';
import { MainLayout } from './main-layout';

afterEach(() => vi.restoreAllMocks());

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

/** The shell's reads, and DELETE answering `deleteStatus`. */
function mockApi({ deleteStatus = 204, plan = 'free' }: { deleteStatus?: number; plan?: string } = {}) {
  let conversations = [...CONVERSATIONS];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/conversations') return json(conversations);
    if (key === 'GET /api/subscription/current') return json({ plan: { name: plan }, status: null });
    if (key.startsWith('DELETE /api/conversations/')) {
      if (deleteStatus !== 204) return json({ message: 'Internal Server Error' }, deleteStatus);
      conversations = conversations.filter((c) => !key.endsWith(c.id));
      return new Response(null, { status: 204 });
    }
    return json(null);
  });
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
  // The drawer's code loads on first open.
  return { ...result, drawer: await screen.findByRole('dialog', { name: 'History' }) };
}

describe('main layout drawer', () => {
  it('lists the conversations, deletes one with the Chat deleted toast, and shows the plan from the subscription', async () => {
    const fetch = mockApi({ plan: 'ultra' });
    const { drawer } = await openDrawer();
    expect(await within(drawer).findByRole('link', { name: /Headaches/ })).toHaveAttribute('href', '/chat/c1');
    expect(within(drawer).getByText('Ultra User')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete Headaches' }));
    expect(await screen.findByText('Chat deleted')).toBeInTheDocument();
    expect(screen.getByText('The conversation has been removed from your history.')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).queryByRole('link', { name: /Headaches/ })).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledWith('/api/conversations/c1', expect.objectContaining({ method: 'DELETE' }));
  });

  it('says so when a delete fails, and keeps the conversation', async () => {
    mockApi({ deleteStatus: 500 });
    const { drawer } = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Delete Headaches' }));
    expect(await screen.findByText('Failed to delete the conversation. Please try again.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /Headaches/ })).toBeInTheDocument();
    expect(within(drawer).getByText('Free User')).toBeInTheDocument();
  });

  it('leaves a deleted conversation that is open for a new one', async () => {
    mockApi();
    const { history } = await openDrawer('/chat/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Headaches' }));
    await waitFor(() => expect(history.at(-1)).toBe('/chat'));
  });
});
