import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { dayRecord } from '@/test/entries';
import { answer } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { Conversation } from '../../../shared/chat.js';
import { HomePage, chatUrlFor } from './home-page';

const TODAY = format(new Date(), 'yyyy-MM-dd');
const day = (logged: Parameters<typeof dayRecord>[1] = {}) => dayRecord(TODAY, logged);
const conversations: Conversation[] = [];

// Beyond a phone's width (jsdom's window), home shows today and the last conversation beside the orb.
beforeEach(() => {
  conversations.length = 0;
  answer('get', `/api/health/${TODAY}`, () => HttpResponse.json(day()));
  answer('get', '/api/conversations', () => HttpResponse.json(conversations));
});

describe('home', () => {
  it('shows today and the last conversation beside the orb on a wide screen', async () => {
    answer('get', `/api/health/${TODAY}`, () => HttpResponse.json(day({ mood: { average: 2, tags: [], entries: [], lastLogged: null } })));
    conversations.push({ id: 'c1', title: 'Why am I so tired after lunch?', createdAt: '2026-11-20T10:00:00.000Z' });
    renderWithApp(<HomePage />, { user: testUser() });
    const aside = await screen.findByRole('complementary', { name: 'Today and your last conversation' });
    expect(await within(aside).findByText('2/5')).toBeInTheDocument();
    expect(within(aside).getByText('Not logged yet')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await within(aside).findByRole('link', { name: /Why am I so tired after lunch\?/ })).toHaveAttribute('href', '/chat/c1');
  });

  it('opens chat with the trimmed text as the message, and does nothing for whitespace', () => {
    expect(chatUrlFor('  How did I sleep? ')).toBe('/chat?message=How%20did%20I%20sleep%3F');
    expect(chatUrlFor('   ')).toBeNull();
  });

  it('starts a voice conversation from the orb with Enter', async () => {
    const { history } = renderWithApp(<HomePage />, { user: testUser({ planTier: 'pro' }) });
    expect(screen.getByText('Pro')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Start voice conversation' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(history.at(-1)).toBe('/chat?voice=true');
  });

  it('has the bottom pill: Home, Voice and Dashboard', async () => {
    const { history } = renderWithApp(<HomePage />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Voice' }));
    expect(history.at(-1)).toBe('/chat');
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(history.at(-1)).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the text input hidden until asked, and sends only non-blank text', async () => {
    const { history } = renderWithApp(<HomePage />, { user: testUser() });
    expect(screen.queryByPlaceholderText('Talk or type...')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Type instead' }));
    const input = screen.getByPlaceholderText('Talk or type...');
    await userEvent.type(input, '   ');
    fireEvent.submit(input.closest('form')!);
    expect(history.at(-1)).toBe('/');
    await userEvent.type(input, 'Why am I tired?{Enter}');
    expect(history.at(-1)).toBe('/chat?message=Why%20am%20I%20tired%3F');
  });
});
