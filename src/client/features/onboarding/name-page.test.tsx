import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, testUser } from '@/test/render';
import { NamePage, validateName } from './name-page';

afterEach(() => vi.restoreAllMocks());

describe('name step validation', () => {
  it('asks for the first name, then the last name, after trimming', () => {
    expect(validateName('  ', 'Rivers')).toEqual({
      title: 'Please enter your first name',
      description: 'Your first name is required to continue.',
    });
    expect(validateName('Maya', ' ')).toEqual({
      title: 'Please enter your last name',
      description: 'Your last name is required to continue.',
    });
    expect(validateName(' Maya ', ' Rivers ')).toBeNull();
  });

  it('shows the validation toasts without calling the server, then saves the trimmed names and moves on', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(testUser({ firstName: 'Maya', lastName: 'Rivers' })));
    const { history } = renderWithApp(<NamePage />, { path: '/onboarding/name', user: testUser() });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Your first name is required to continue.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('First Name'), '  Maya ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Your last name is required to continue.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Last Name'), ' Rivers');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.at(-1)).toBe('/onboarding/intake'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/user');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(init?.body as string)).toEqual({ firstName: 'Maya', lastName: 'Rivers' });
  });

  it("shows the server's message when saving fails", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'firstName must be at most 100 characters' }, 400),
    );
    renderWithApp(<NamePage />, { path: '/onboarding/name', user: testUser({ firstName: 'Maya', lastName: 'Rivers' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('firstName must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
