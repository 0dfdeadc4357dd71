import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, testUser } from '@/test/render';
import { NamePage } from './name-page';

afterEach(() => vi.restoreAllMocks());

/** The toast whose title is `title`, to read its description without the same words at a field. */
const toastTitled = (title: string) => screen.getByText(title).closest('li')!;

describe('name step', () => {
  it('shows the validation toasts and the same words at each empty field without calling the server, then saves the trimmed names and moves on', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(testUser({ firstName: 'Maya', lastName: 'Rivers' })));
    const { history } = renderWithApp(<NamePage />, { path: '/onboarding/name', user: testUser() });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(within(toastTitled('Please enter your first name')).getByText('Your first name is required to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('Your first name is required to continue.');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Your last name is required to continue.');

    await userEvent.type(screen.getByLabelText('First Name'), '  Maya ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your last name')).toBeInTheDocument();
    expect(within(toastTitled('Please enter your last name')).getByText('Your last name is required to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
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

  it("shows the server's reason about a name next to that name, not as a toast", async () => {
    const reason = 'lastName must be at most 100 characters';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ statusCode: 400, code: 'VALIDATION_ERROR', message: reason, issues: [{ path: 'lastName', message: reason }] }, 400),
    );
    renderWithApp(<NamePage />, { path: '/onboarding/name', user: testUser({ firstName: 'Maya', lastName: 'Rivers' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(reason);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
