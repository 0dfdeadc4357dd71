import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { DRAWER_FOCUS_DELAY_MS, HistoryDrawer, displayName } from './history-drawer';

const props = () => ({ onOpenChange: vi.fn(), onIntakeForm: vi.fn(), onFeedback: vi.fn(), onSignOut: vi.fn() });

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
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
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
    expect(screen.getByRole('link', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intake Form' })).toBeInTheDocument();
  });

  it('moves focus into the drawer after 100 ms, not at once', async () => {
    renderWithApp(<HistoryDrawer open user={testUser()} intakeIncomplete={false} {...props()} />);
    const first = screen.getByRole('link', { name: 'New Conversation' });
    expect(first).not.toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, DRAWER_FOCUS_DELAY_MS + 20));
    expect(first).toHaveFocus();
  });
});
