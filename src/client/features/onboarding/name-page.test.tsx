import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, errorAnswer } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { NamePage, validateName } from './name-page';

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
    const saved = answer('patch', '/api/auth/user', () => HttpResponse.json(testUser({ firstName: 'Maya', lastName: 'Rivers' })));
    const { history } = renderWithApp(<NamePage />, { path: '/onboarding/name', user: testUser() });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Your first name is required to continue.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('First Name'), '  Maya ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Your last name is required to continue.')).toBeInTheDocument();
    expect(saved.bodies).toEqual([]);

    await userEvent.type(screen.getByLabelText('Last Name'), ' Rivers');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.at(-1)).toBe('/onboarding/intake'));
    expect(saved.bodies).toEqual([{ firstName: 'Maya', lastName: 'Rivers' }]);
  });

  it("shows the server's message when saving fails", async () => {
    answer('patch', '/api/auth/user', () => errorAnswer(400, 'VALIDATION_ERROR', 'firstName must be at most 100 characters'));
    renderWithApp(<NamePage />, { path: '/onboarding/name', user: testUser({ firstName: 'Maya', lastName: 'Rivers' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('firstName must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
