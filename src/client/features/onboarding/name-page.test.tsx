import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, errorAnswer, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { PatchUserBody } from '../../../shared/users.js';
import { NamePage } from './name-page';

/** The toast whose title is `title`, to read its description without the same words at a field. */
const toastTitled = (title: string) => screen.getByText(title).closest('li')!;

describe('name step', () => {
  it('shows the validation toasts and the same words at each empty field without calling the server, then saves the trimmed names and moves on', async () => {
    const saved = answer<PatchUserBody>('patch', '/api/auth/user', () =>
      HttpResponse.json(testUser({ firstName: 'Maya', lastName: 'Rivers' })),
    );
    const requests = requestsMade();
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
    expect(requests).toEqual([]);

    await userEvent.type(screen.getByLabelText('Last Name'), ' Rivers');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.at(-1)).toBe('/onboarding/intake'));
    expect(requests[0]).toBe('PATCH /api/auth/user');
    expect(saved.bodies).toEqual([{ firstName: 'Maya', lastName: 'Rivers' }]);
  });

  it("shows the server's message when saving fails", async () => {
    answer('patch', '/api/auth/user', () => errorAnswer(400, 'VALIDATION_ERROR', 'First name must be at most 100 characters'));
    renderWithApp(<NamePage />, { path: '/onboarding/name', user: testUser({ firstName: 'Maya', lastName: 'Rivers' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('First name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("shows the server's reason about a name next to that name, not as a toast", async () => {
    const reason = 'Last name must be at most 100 characters';
    answer('patch', '/api/auth/user', () => errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'lastName', message: reason }]));
    renderWithApp(<NamePage />, { path: '/onboarding/name', user: testUser({ firstName: 'Maya', lastName: 'Rivers' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(reason);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
