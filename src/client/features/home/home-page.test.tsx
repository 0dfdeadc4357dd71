import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { HomePage, chatUrlFor } from './home-page';

describe('home', () => {
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
