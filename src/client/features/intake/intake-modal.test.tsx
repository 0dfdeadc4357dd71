import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_INTAKE, intakeCounter } from '@/components/intake-fields';
import { answer, errorAnswer } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { IntakeBody } from '../../../shared/intake.js';
import { IntakeModal, canSaveIntake } from './intake-modal';

describe('intake modal', () => {
  it('lets the modal save only with a story and no request pending', () => {
    expect(canSaveIntake({ ...EMPTY_INTAKE, currentLandscape: 'Fatigue' }, false)).toBe(false);
    expect(canSaveIntake({ ...EMPTY_INTAKE, storyAndVision: '   ' }, false)).toBe(false);
    expect(canSaveIntake({ ...EMPTY_INTAKE, storyAndVision: 'My story' }, true)).toBe(false);
    expect(canSaveIntake({ ...EMPTY_INTAKE, storyAndVision: 'My story' }, false)).toBe(true);
    expect(intakeCounter('finalDetails', 'abc')).toBe('3/300 characters');
  });

  it('counts characters per field, keeps Save disabled for a blank story, and sends the values untrimmed', async () => {
    answer('get', '/api/intake-form', () => HttpResponse.json(null));
    const saved = answer<IntakeBody>('post', '/api/intake-form', (body) => HttpResponse.json({ id: 'i1', ...body }));
    const onComplete = vi.fn();
    const onOpenChange = vi.fn();
    renderWithApp(<IntakeModal open onOpenChange={onOpenChange} onComplete={onComplete} />, { user: testUser() });

    expect(screen.getByRole('dialog', { name: 'Tell Us Your Story' })).toBeInTheDocument();
    for (const counter of ['0/500 characters', '0/400 characters', '0/300 characters'])
      expect(screen.getAllByText(counter).length).toBeGreaterThan(0);
    expect(screen.getByText('(Optional)')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save My Story' });
    expect(save).toBeDisabled();

    await userEvent.type(screen.getByLabelText("What You've Tried"), 'Diet');
    expect(screen.getByText('4/400 characters')).toBeInTheDocument();
    expect(save).toBeDisabled();

    const story = screen.getByLabelText('Your Story & Vision');
    await userEvent.type(story, '   ');
    expect(save).toBeDisabled();
    await userEvent.type(story, 'Steady energy ');
    expect(screen.getByText('17/500 characters')).toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(story).toHaveAttribute('maxLength', '500');

    await userEvent.click(save);
    expect(await screen.findByText('Your health information has been saved successfully.')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(saved.bodies).toEqual([
      {
        storyAndVision: '   Steady energy ',
        currentLandscape: '',
        journeyDetails: 'Diet',
        finalDetails: '',
      },
    ]);
  });

  it('prefills from the saved form and shows the modal error toast when saving fails', async () => {
    answer('get', '/api/intake-form', () =>
      HttpResponse.json({ id: 'i1', storyAndVision: 'Saved story', currentLandscape: 'Migraines', journeyDetails: '', finalDetails: '' }),
    );
    answer('post', '/api/intake-form', () => errorAnswer(500, 'INTERNAL', 'Something failed'));
    renderWithApp(<IntakeModal open onOpenChange={() => {}} />, { user: testUser() });
    await waitFor(() => expect(screen.getByLabelText('Your Story & Vision')).toHaveValue('Saved story'));
    expect(screen.getByLabelText('Current Health Challenges')).toHaveValue('Migraines');
    await userEvent.click(screen.getByRole('button', { name: 'Save My Story' }));
    expect(await screen.findByText('There was an error saving your information. Please try again.')).toBeInTheDocument();
  });

  it("shows the server's reason about a field next to it, not as a toast", async () => {
    const reason = 'Current health challenges must be at most 400 characters';
    answer('get', '/api/intake-form', () => HttpResponse.json(null));
    answer('post', '/api/intake-form', () => errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'currentLandscape', message: reason }]));
    renderWithApp(<IntakeModal open onOpenChange={() => {}} />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Your Story & Vision'), 'My story');
    await userEvent.click(screen.getByRole('button', { name: 'Save My Story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    const field = screen.getByLabelText('Current Health Challenges');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${reason} 0/400 characters`);
    expect(screen.queryByText('There was an error saving your information. Please try again.')).not.toBeInTheDocument();
  });
});
