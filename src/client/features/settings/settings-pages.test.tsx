import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, errorAnswer, requestsMade, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import type { ClearChatMemoryBody } from '../../../shared/account-data.js';
import type { ChatMemory } from '../../../shared/chat-memory.js';
import type { Usage } from '../../../shared/chat.js';
import type { FeedbackBody } from '../../../shared/feedback.js';
import { DEFAULT_SETTINGS, type PatchSettingsBody, type Settings } from '../../../shared/settings.js';
import type { PatchUserBody } from '../../../shared/users.js';
import { AppearancePage } from './appearance-page';
import { ChatMemoryPage } from './chat-memory-page';
import { ChatVoicePage } from './chat-voice-page';
import { DataManagementPage, retentionText } from './data-management-page';
import { HealthFocusPage, toggleFocusArea } from './health-focus-page';
import { NotificationsPage } from './notifications-page';
import { PrivacySettingsPage } from './privacy-settings-page';
import { ProfilePage, changedFields } from './profile-page';
import { DELETION_REDIRECT_MS, SecurityPage } from './security-page';
import { SettingsPage } from './settings-page';
import { SupportPage } from './support-page';
import { usageLevel } from './usage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.documentElement.classList.remove('dark');
});

const user = testUser({
  firstName: 'Maya',
  lastName: 'Rivers',
  onboardingCompletedAt: '2025-09-11T10:00:00Z',
  tosAcceptedAt: '2025-09-11T10:00:00Z',
});

/**
 * The settings a page reads and writes: GET /api/settings answers `stored`, PATCH merges its keys
 * (or fails); `patches` lists the PATCH bodies. Any other call a test does not answer gets the
 * server's 404, as a page's side reads (usage, voices) would on a bare server.
 */
function serveSettings(stored: Partial<Settings> = {}, { failPatch = false } = {}) {
  let settings: Settings = { ...DEFAULT_SETTINGS, ...stored };
  server.use(
    http.all('/api/*', ({ request }) => errorAnswer(404, 'NOT_FOUND', `No route for ${request.method} ${new URL(request.url).pathname}`)),
  );
  answer('get', '/api/settings', () => HttpResponse.json(settings));
  const patched = answer<PatchSettingsBody>('patch', '/api/settings', (body) => {
    if (failPatch) return errorAnswer(500, 'INTERNAL_ERROR', 'boom');
    settings = { ...settings, ...body };
    return HttpResponse.json(settings);
  });
  return { patches: () => patched.bodies };
}

describe('settings index', () => {
  it('lists the groups, links every settings page and opens the community in a new tab', () => {
    renderWithApp(<SettingsPage />, { path: '/settings', user });
    for (const group of ['Account', 'Privacy & Data', 'Support', 'Community'])
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Profile Information/ })).toHaveAttribute('href', '/settings/profile');
    expect(screen.getByRole('link', { name: /Security/ })).toHaveAttribute('href', '/settings/security');
    expect(screen.getByRole('link', { name: /Privacy Settings/ })).toHaveAttribute('href', '/settings/privacy');
    expect(screen.getByRole('link', { name: /Data Management/ })).toHaveAttribute('href', '/settings/data-management');
    expect(screen.getByRole('link', { name: /Support & Legal/ })).toHaveAttribute('href', '/settings/support');
    expect(screen.getByRole('link', { name: /Chat Memory/ })).toHaveAttribute('href', '/settings/chat-memory');
    const community = screen.getByRole('link', { name: /Join the community/ });
    expect(community).toHaveAttribute('target', '_blank');
    expect(community).toHaveAttribute('rel', 'noreferrer');
  });
});

describe('one key at a time', () => {
  it('a switch sends exactly its key and says Settings updated', async () => {
    const { patches } = serveSettings();
    renderWithApp(<NotificationsPage />, { user });
    await userEvent.click(await screen.findByRole('switch', { name: 'Streaks' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(screen.getByText('Your preferences have been saved successfully.')).toBeInTheDocument();
    expect(patches()).toEqual([{ streakNotifications: false }]);
    expect(screen.getByRole('switch', { name: 'Streaks' })).toHaveAttribute('aria-checked', 'false');
  });

  it('a failed save says so and puts the old value back', async () => {
    serveSettings({}, { failPatch: true });
    renderWithApp(<NotificationsPage />, { user });
    const insights = await screen.findByRole('switch', { name: 'Insights' });
    await userEvent.click(insights);
    expect(await screen.findByText('Failed to update settings. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(insights).toHaveAttribute('aria-checked', 'true'));
  });
});

describe('notifications', () => {
  it('shows the four sub-switches only while the master is on, else the disabled notice', async () => {
    serveSettings();
    renderWithApp(<NotificationsPage />, { user });
    await userEvent.click(await screen.findByRole('switch', { name: 'Allow notifications' }));
    expect(screen.queryByRole('switch', { name: 'Daily check-in reminders' })).not.toBeInTheDocument();
    expect(screen.getByText(/Notifications are turned off/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Allow notifications' }));
    for (const name of ['Daily check-in reminders', 'Insights', 'Streaks', 'Announcements'])
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
  });
});

describe('privacy', () => {
  it('shows the crash tests only with analytics on; the backend test posts and toasts either way', async () => {
    serveSettings();
    const crash = answer('post', '/api/test-crash-reporting', () => errorAnswer(500, 'INTERNAL_ERROR', 'x'));
    renderWithApp(<PrivacySettingsPage />, { user });
    expect(await screen.findByRole('switch', { name: 'Analytics & Crash Reports' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Help improve Willow' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('button', { name: /Test Backend Crash/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics & Crash Reports' }));
    await userEvent.click(await screen.findByRole('button', { name: /Test Backend Crash/ }));
    expect(await screen.findByText('Backend test error sent')).toBeInTheDocument();
    expect(crash.bodies).toHaveLength(1);
  });

  it("refuses a crash test with 'Enable crash reporting first' when analytics is off", async () => {
    const { crashTestAllowed } = await import('./privacy-settings-page');
    renderWithApp(<div />, { user });
    act(() => {
      expect(crashTestAllowed({ analyticsOptIn: false })).toBe(false);
    });
    expect(screen.getByText('Enable crash reporting first')).toBeInTheDocument();
    expect(screen.getByText("Please toggle 'Analytics & Crash Reports' on before testing.")).toBeInTheDocument();
  });
});

describe('data management', () => {
  it('switches its text between kept indefinitely and deleted after N months', async () => {
    const { patches } = serveSettings();
    renderWithApp(<DataManagementPage />, { user });
    expect(await screen.findByText(/kept indefinitely/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Keep my health data for'), '24 months');
    expect(await screen.findByText(/deleted after 24 months/)).toBeInTheDocument();
    expect(patches()).toEqual([{ dataRetentionMonths: 24 }]);
    expect(retentionText(12)).toContain('deleted after 12 months');
  });
});

describe('health focus', () => {
  it('toggles focus areas on and off, saves goals and the tone, and opens the intake form', async () => {
    const { patches } = serveSettings({ focusAreas: ['Sleep'] });
    const { history } = renderWithApp(<HealthFocusPage />, { user });
    const stress = await screen.findByRole('button', { name: 'Stress' });
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(10);
    await userEvent.click(stress);
    await waitFor(() => expect(stress).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Sleep' }));
    await userEvent.type(screen.getByLabelText('What would you like to work on?'), 'Calmer evenings');
    await userEvent.click(screen.getByRole('button', { name: 'Save Goals' }));
    await userEvent.selectOptions(screen.getByLabelText('How Willow talks with you'), 'gentle');
    await waitFor(() =>
      expect(patches()).toEqual([
        { focusAreas: ['Sleep', 'Stress'] },
        { focusAreas: ['Stress'] },
        { openEndedHealthFocus: 'Calmer evenings' },
        { coachingTone: 'gentle' },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open Intake Form' }));
    expect(history.at(-1)).toBe('/intake-form');
    expect(toggleFocusArea(['Pain'], 'Pain')).toEqual([]);
  });

  it("shows the server's reason about the goals under them and keeps the text typed", async () => {
    const reason = 'Your health focus must be at most 2000 characters';
    serveSettings();
    answer('patch', '/api/settings', () =>
      errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'openEndedHealthFocus', message: reason }]),
    );
    renderWithApp(<HealthFocusPage />, { user });
    const goals = await screen.findByLabelText('What would you like to work on?');
    await userEvent.type(goals, 'Calmer evenings');
    await userEvent.click(screen.getByRole('button', { name: 'Save Goals' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(goals).toHaveAttribute('aria-invalid', 'true');
    expect(goals).toHaveAccessibleDescription(reason);
    expect(goals).toHaveValue('Calmer evenings');
    expect(screen.queryByText('Failed to update settings. Please try again.')).not.toBeInTheDocument();
  });
});

describe('chat memory', () => {
  const FACT = { id: 'f1', text: "I'm allergic to peanuts", createdAt: '2026-11-20T10:00:00.000Z' };
  const SLEEP = {
    conversationId: 'c1',
    title: 'Sleep',
    summary: '2026-11-18: asked How did I sleep?',
    updatedAt: '2026-11-18T10:00:00.000Z',
  };
  const EMPTY = { facts: [], conversations: [] };

  it('lists what Willow remembers and deletes one memory after a confirmation, by keyboard', async () => {
    let memory = { facts: [FACT], conversations: [SLEEP] };
    serveSettings();
    answer('get', '/api/chat-memory', () => HttpResponse.json(memory));
    const requests = requestsMade();
    answer('delete', '/api/chat-memory/facts/f1', () => {
      memory = { ...memory, facts: [] };
      return new HttpResponse(null, { status: 204 });
    });
    renderWithApp(<ChatMemoryPage />, { user });
    const section = await screen.findByRole('region', { name: 'What Willow remembers' });
    expect(await within(section).findByText("I'm allergic to peanuts")).toBeInTheDocument();
    expect(within(section).getByText('Kept on Nov 20, 2026')).toBeInTheDocument();
    expect(within(section).getByText('Sleep')).toBeInTheDocument();
    expect(within(section).getByText('2026-11-18: asked How did I sleep?')).toBeInTheDocument();

    const remove = within(section).getByRole('button', { name: "Delete memory: I'm allergic to peanuts" });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this memory?' });
    expect(dialog).toHaveTextContent("Willow forgets “I'm allergic to peanuts”. This cannot be undone.");
    // Cancel changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('DELETE '))).toEqual([]);

    remove.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Forgotten')).toBeInTheDocument();
    expect(screen.getByText("Willow has forgotten “I'm allergic to peanuts”.")).toBeInTheDocument();
    expect(screen.queryByText('Settings updated')).not.toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText("I'm allergic to peanuts")).not.toBeInTheDocument());
    expect(within(section).getByText(/In a chat, say “Remember that…”/)).toBeInTheDocument();
    expect(within(section).getByText('Sleep')).toBeInTheDocument();
  });

  it('forgets a conversation’s summary, and says so when deleting fails', async () => {
    serveSettings();
    answer('get', '/api/chat-memory', () => HttpResponse.json<ChatMemory>({ facts: [], conversations: [SLEEP] }));
    const forget = answer('delete', '/api/conversations/c1/summary', () => errorAnswer(500, 'INTERNAL_ERROR', 'boom'));
    renderWithApp(<ChatMemoryPage />, { user });
    expect(screen.queryByText(/Memory is off/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete memory: Sleep' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this memory?' });
    expect(dialog).toHaveTextContent('Willow forgets what it remembers of “Sleep”. The conversation stays in your history.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The memory could not be deleted. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete this memory?' })).toBeInTheDocument();
    expect(forget.bodies).toHaveLength(1);
  });

  it('says when Willow remembers nothing yet, when the list cannot be loaded, and when memory is off', async () => {
    serveSettings({ chatMemoryEnabled: false });
    answer(
      'get',
      '/api/chat-memory',
      () => errorAnswer(500, 'INTERNAL_ERROR', 'boom'),
      () => HttpResponse.json(EMPTY),
    );
    renderWithApp(<ChatMemoryPage />, { user });
    expect(await screen.findByText('What Willow remembers could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/In a chat, say “Remember that…”/)).toBeInTheDocument();
    expect(screen.getByText(/Willow keeps a short summary of each conversation/)).toBeInTheDocument();
    expect(
      screen.getByText('Memory is off: Willow neither uses these in its answers nor keeps new ones until you turn it back on.'),
    ).toBeInTheDocument();
  });

  it('clears conversations after a confirmation', async () => {
    serveSettings();
    answer('get', '/api/chat-memory', () => HttpResponse.json(EMPTY));
    const cleared = answer<ClearChatMemoryBody>('post', '/api/chat-memory/clear', () => HttpResponse.json({ cleared: 3 }));
    renderWithApp(<ChatMemoryPage />, { user });
    expect(await screen.findByRole('switch', { name: 'Remember past conversations' })).toBeChecked();
    expect(screen.getByText('Conversations are kept until you delete them.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete All Conversations' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete all conversations?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete All Conversations' }));
    expect(await screen.findByText('Conversations deleted')).toBeInTheDocument();
    expect(cleared.bodies).toEqual([{ what: 'conversations' }]);
  });
});

describe('chat and voice', () => {
  it('colours usage over 80 and 90 percent and says when a text or voice limit is reached', () => {
    expect(usageLevel(24, 30)).toBe('ok');
    expect(usageLevel(25, 30)).toBe('low');
    expect(usageLevel(28, 30)).toBe('critical');
    expect(usageLevel(29, 30)).toBe('critical');
    expect(usageLevel(30, 30)).toBe('reached');
    expect(usageLevel(10, 10)).toBe('reached');
    expect(usageLevel(999, -1)).toBe('ok');
  });

  it('shows usage with its texts, Upgrade for Free, and goes back to chat', async () => {
    serveSettings();
    answer('get', '/api/subscription/usage', () =>
      HttpResponse.json<Usage>({
        current: { textMessagesToday: 28, voiceMinutesThisMonth: 10, voiceMinutesToday: 0 },
        limits: { textMessagesPerDay: 30, voiceMinutesPerMonth: 10, voiceMinutesPerDay: -1 },
      }),
    );
    renderWithApp(<ChatVoicePage />, { user });
    expect(await screen.findByText('28/30 daily messages used')).toBeInTheDocument();
    expect(screen.getByText('Nearly at limit')).toBeInTheDocument();
    expect(screen.getByText('10/10 monthly minutes used')).toBeInTheDocument();
    expect(screen.getByText('Limit reached')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/chat');
  });

  it('offers Go Ultra to Pro and a Premium badge to Ultra', async () => {
    serveSettings();
    const { unmount } = renderWithApp(<ChatVoicePage />, { user: { ...user, planTier: 'pro' } });
    expect(await screen.findByRole('link', { name: 'Go Ultra' })).toBeInTheDocument();
    unmount();
    renderWithApp(<ChatVoicePage />, { user: { ...user, planTier: 'ultra' } });
    expect(await screen.findByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('Unlimited access')).toBeInTheDocument();
  });
});

describe('appearance', () => {
  it('applies the theme at once and saves it', async () => {
    const { patches } = serveSettings({ theme: 'light' });
    renderWithApp(<AppearancePage />, { user });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Theme' }), 'Dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await waitFor(() => expect(patches()).toEqual([{ theme: 'dark' }]));
  });
});

describe('profile', () => {
  it('enables Save only with changes and sends only the changed fields', async () => {
    const saved = { ...user, lastName: 'Stone' };
    const patched = answer<PatchUserBody>('patch', '/api/auth/user', () => HttpResponse.json(saved));
    renderWithApp(<ProfilePage />, { user });
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(screen.getByText('Profile up to date')).toBeInTheDocument();
    expect(save).toBeDisabled();
    const last = screen.getByLabelText('Last Name');
    await userEvent.clear(last);
    await userEvent.type(last, 'Stone');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile information has been saved successfully.')).toBeInTheDocument();
    expect(patched.bodies).toEqual([{ lastName: 'Stone' }]);
    expect(screen.getByText('Profile up to date')).toBeInTheDocument();
    expect(changedFields({ firstName: 'a', lastName: 'b', email: 'c' }, { firstName: 'a', lastName: 'b', email: 'd' })).toEqual({
      email: 'd',
    });
  });

  it('says Failed to update profile when the save fails', async () => {
    answer('patch', '/api/auth/user', serverFailure);
    renderWithApp(<ProfilePage />, { user });
    await userEvent.type(screen.getByLabelText('First Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });
});

describe('profile e-mail', () => {
  it('asks for the current password, sends it with the new e-mail, and says to open the link', async () => {
    const patched = answer<PatchUserBody>('patch', '/api/auth/user', () => HttpResponse.json({ ...user, pendingEmail: 'new@example.com' }));
    renderWithApp(<ProfilePage />, { user });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Current password'), 'my password');
    await userEvent.click(save);
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText('We sent a link to new@example.com. Your e-mail changes when you open it.')).toBeInTheDocument();
    expect(patched.bodies).toEqual([{ email: 'new@example.com', currentPassword: 'my password' }]);
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    expect(screen.getByText(/Waiting for you to confirm/)).toHaveTextContent(
      'Waiting for you to confirm new@example.com: open the link we sent there.',
    );
  });

  it('shows a wrong password next to the field, not as a toast', async () => {
    const message = 'Your current password is not right. Please try again.';
    answer('patch', '/api/auth/user', () => errorAnswer(400, 'WRONG_PASSWORD', message, [{ path: 'currentPassword', message }]));
    renderWithApp(<ProfilePage />, { user });
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'a guess');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Failed to update profile. Please try again.')).not.toBeInTheDocument();
  });

  it('checks the new e-mail with the shared rules before sending, and shows a refusal about the e-mail next to it', async () => {
    const taken = 'That e-mail already has an account.';
    const patched = answer('patch', '/api/auth/user', () => errorAnswer(409, 'EMAIL_TAKEN', taken, [{ path: 'email', message: taken }]));
    renderWithApp(<ProfilePage />, { user });
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not an address');
    await userEvent.type(screen.getByLabelText('Current password'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address, such as name@example.com');
    expect(patched.bodies).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(taken));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Failed to update profile. Please try again.')).not.toBeInTheDocument();
  });

  it('leaves an e-mail from an external sign-in provider read-only', () => {
    renderWithApp(<ProfilePage />, { user: { ...user, localAccount: false } });
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Your e-mail comes from your sign-in provider; change it there.')).toBeInTheDocument();
  });

  it('says whether the e-mail is verified, and by whom', () => {
    const { unmount } = renderWithApp(<ProfilePage />, { user });
    expect(screen.getByTestId('email-verification')).toHaveTextContent('Verified: you opened a link we e-mailed to this address.');
    unmount();
    const second = renderWithApp(<ProfilePage />, { user: { ...user, emailVerified: false } });
    expect(screen.getByTestId('email-verification')).toHaveTextContent('Not verified yet');
    second.unmount();
    renderWithApp(<ProfilePage />, { user: { ...user, localAccount: false, emailVerified: true } });
    expect(screen.getByTestId('email-verification')).toHaveTextContent('Verified by your sign-in provider.');
  });

  it('tells the outcome of the mailed link once and cleans the URL', async () => {
    const { history } = renderWithApp(<ProfilePage />, { user, path: '/settings/profile?email=confirmed' });
    expect(await screen.findByText('E-mail changed')).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/settings/profile'));
  });
});

describe('security', () => {
  it('links the built-in change-password page, or the provider’s account page', () => {
    const { unmount } = renderWithApp(<SecurityPage />, { user });
    expect(screen.getByRole('link', { name: /Change Password/ })).toHaveAttribute('href', '/idp/account/password');
    unmount();
    renderWithApp(<SecurityPage />, { user: { ...user, localAccount: false } });
    const manage = screen.getByRole('link', { name: /Manage Account/ });
    expect(manage).toHaveAttribute('href', '/api/auth/account');
    expect(manage).toHaveAttribute('target', '_blank');
  });

  it('deletes the account after confirmation, says so and leaves for / after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const deleted = answer('delete', '/api/auth/user', () => HttpResponse.json({ message: 'Account deleted' }));
    renderWithApp(<SecurityPage />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete your account?' })).getByRole('button', { name: 'Delete My Account' }),
    );
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(screen.getByText('Your account and all data have been permanently deleted.')).toBeInTheDocument();
    expect(deleted.bodies).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(DELETION_REDIRECT_MS);
    });
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('says Failed to delete account when deletion fails', async () => {
    answer('delete', '/api/auth/user', serverFailure);
    renderWithApp(<SecurityPage />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Failed to delete account. Please try again.')).toBeInTheDocument();
  });
});

describe('support and legal', () => {
  it('validates the contact form with the spec’s messages, then sends subject and message as one contact message', async () => {
    const sent = answer<FeedbackBody>('post', '/api/feedback', () => HttpResponse.json({ id: 'f1' }, { status: 201 }));
    renderWithApp(<SupportPage />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    const send = within(dialog).getByRole('button', { name: 'Send Message' });
    await userEvent.click(send);
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Message must be at least 10 characters')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'x'.repeat(101));
    await userEvent.click(within(dialog).getByLabelText('Message'));
    await userEvent.paste('y'.repeat(1001));
    await userEvent.click(send);
    expect(await within(dialog).findByText('Subject must be less than 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Message must be less than 1000 characters')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('Subject'));
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Billing');
    await userEvent.clear(within(dialog).getByLabelText('Message'));
    await userEvent.type(within(dialog).getByLabelText('Message'), 'How do I cancel my plan?');
    await userEvent.click(send);
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText("Thank you for your message. We'll get back to you soon!")).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ message: 'Subject: Billing\n\nHow do I cancel my plan?', type: 'contact' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Us' })).not.toBeInTheDocument());
  });

  it('shows the server’s message when sending fails and keeps focus on the message', async () => {
    answer('post', '/api/feedback', () => errorAnswer(400, 'VALIDATION_ERROR', 'Message must be at least 10 characters'));
    renderWithApp(<SupportPage />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await userEvent.type(screen.getByLabelText('Message'), 'Long enough text');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message must be at least 10 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('refuses a message of only spaces in the form, with the server’s rule, sending nothing', async () => {
    const sent = answer<FeedbackBody>('post', '/api/feedback', () => HttpResponse.json({ id: 'f1' }, { status: 201 }));
    renderWithApp(<SupportPage />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Billing');
    await userEvent.type(within(dialog).getByLabelText('Message'), ' '.repeat(24));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('links the terms and signs out with a Logged out toast kept for after the redirect', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderWithApp(<SupportPage />, { user });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(assign).toHaveBeenCalledWith('/api/logout');
    const { showDeferredToast } = await import('@/lib/deferred-toast');
    act(() => showDeferredToast());
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
  });
});

describe('download my data', () => {
  it('streams the export with progress, saves it as a file and says so', async () => {
    const encoder = new TextEncoder();
    let push!: (text: string | null) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
      },
    });
    serveSettings();
    answer(
      'get',
      '/api/export/json',
      () => new HttpResponse(body, { headers: { 'content-type': 'application/json', 'x-export-lines': '4' } }),
    );
    const created = vi.fn(() => 'blob:willow');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<DataManagementPage />, { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    act(() => push('{\n"a": 1,\n'));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    act(() => {
      push('"b": 2\n}\n');
      push(null);
    });
    expect(await screen.findByText('Download ready')).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    expect(((created.mock.calls[0] as unknown[])[0] as Blob).size).toBe(19);
  });
});
