import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { DRAWER_FOCUS_DELAY_MS, HistoryDrawer, conversationDate, displayName, type ConversationHistory } from './history-drawer';

const props = () => ({ onOpenChange: vi.fn(), onIntakeForm: vi.fn(), onFeedback: vi.fn(), onSignOut: vi.fn(), onPlanAction: vi.fn() });

describe('history drawer', () => {
  it('names the person by first name, else e-mail, else User', () => {
    expect(displayName(testUser({ firstName: 'Maya' }))).toBe('Maya');
    expect(displayName(testUser({ firstName: null, email: 'a@b.c' }))).toBe('a@b.c');
    expect(displayName(testUser({ firstName: null, email: null }))).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  it('shows the empty history, the person, their plan and the incomplete intake dot', async () => {
    const handlers = props();
    renderWithApp(<HistoryDrawer open user={testUser({ firstName: 'Maya' })} intakeIncomplete {...handlers} />);
    const drawer = screen.getByRole('dialog', { name: 'History' });
    expect(drawer).toHaveTextContent('No conversations yet');
    expect(drawer).toHaveTextContent('Start a chat to see your history here');
    expect(screen.getByText('Maya')).toBeInTheDocument();
    expect(screen.getByText('Free User')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Conversation' })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Coming Soon' })).toHaveAttribute('href', '/coming-soon');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    expect(handlers.onPlanAction).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Intake Form (incomplete)' }));
    expect(handlers.onIntakeForm).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(handlers.onFeedback).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(handlers.onSignOut).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(handlers.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers Manage Subscription on a paid plan and drops the dot once the intake is saved', () => {
    renderWithApp(<HistoryDrawer open user={testUser({ planTier: 'ultra' })} intakeIncomplete={false} {...props()} />);
    expect(screen.getByText('Ultra User')).toBeInTheDocument();
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intake Form' })).toBeInTheDocument();
  });

  it('shows no plan and no plan button when the server bills nobody', () => {
    renderWithApp(<HistoryDrawer open user={testUser({ planTier: 'pro' })} intakeIncomplete={false} showPlans={false} {...props()} />);
    expect(screen.queryByText('Pro User')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument();
  });

  it('moves focus into the drawer after 100 ms, not at once', () => {
    vi.useFakeTimers();
    try {
      renderWithApp(<HistoryDrawer open user={testUser()} intakeIncomplete={false} {...props()} />);
      const first = screen.getByRole('link', { name: 'New Conversation' });
      act(() => {
        vi.advanceTimersByTime(DRAWER_FOCUS_DELAY_MS - 1);
      });
      expect(first).not.toHaveFocus();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(first).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists conversations with title and date, opens one at /chat/{id}, and deletes one from a control shown on hover and focus', async () => {
    const history: ConversationHistory = {
      conversations: [
        { id: 'c2', title: 'How has my energy been this week?', createdAt: '2025-09-12T09:30:00.000Z' },
        { id: 'c1', title: 'Headaches', createdAt: '2025-09-11T10:00:00.000Z' },
      ],
      isLoading: false,
      isError: false,
      retry: vi.fn(),
      remove: vi.fn(),
    };
    const handlers = props();
    renderWithApp(<HistoryDrawer open user={testUser()} intakeIncomplete={false} history={history} {...handlers} />);
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
    const open = screen.getByRole('link', { name: /How has my energy been this week\?/ });
    expect(open).toHaveAttribute('href', '/chat/c2');
    expect(open).toHaveTextContent(conversationDate('2025-09-12T09:30:00.000Z'));
    expect(conversationDate('2025-09-12T09:30:00.000Z')).toMatch(/^Sep 1[12], 2025$/);
    const remove = screen.getByRole('button', { name: 'Delete Headaches' });
    // Hidden until the row is hovered or focused (and always shown where there is no hover).
    expect(remove.className).toMatch(/opacity-0/);
    expect(remove.className).toMatch(/group-hover:opacity-100/);
    expect(remove.className).toMatch(/group-focus-within:opacity-100/);
    expect(list.querySelectorAll('li')).toHaveLength(2);
    // Deleting asks first: Cancel keeps the conversation, Delete removes it.
    await userEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    expect(confirm).toHaveTextContent('“Headaches” and its messages are removed from your history. This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(history.remove).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this conversation?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(history.remove).toHaveBeenCalledWith('c1');
    await userEvent.click(open);
    expect(handlers.onOpenChange).toHaveBeenCalledWith(false);
  });

  it("reads the plan from the subscription, over the user's planTier", () => {
    renderWithApp(<HistoryDrawer open user={testUser({ planTier: 'free' })} plan="pro" intakeIncomplete={false} {...props()} />);
    expect(screen.getByText('Pro User')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
  });
});
