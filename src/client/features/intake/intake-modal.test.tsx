import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_INTAKE, intakeCounter } from '@/components/intake-fields';
import { json, renderWithApp, testUser } from '@/test/render';
import { IntakeModal, canSaveIntake } from './intake-modal';

afterEach(() => vi.restoreAllMocks());

describe('intake modal', () => {
  it('lets the modal save only with a story and no request pending', () => {
    expect(canSaveIntake({ ...EMPTY_INTAKE, currentLandscape: 'Fatigue' }, false)).toBe(false);
    expect(canSaveIntake({ ...EMPTY_INTAKE, storyAndVision: '   ' }, false)).toBe(false);
    expect(canSaveIntake({ ...EMPTY_INTAKE, storyAndVision: 'My story' }, true)).toBe(false);
    expect(canSaveIntake({ ...EMPTY_INTAKE, storyAndVision: 'My story' }, false)).toBe(true);
    expect(intakeCounter('finalDetails', 'abc')).toBe('3/300 characters');
  });

  it('counts characters per field, keeps Save disabled for a blank story, and sends the values untrimmed', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        init?.method === 'POST' ? json({ id: 'i1', ...JSON.parse(init.body as string) }) : json(null),
      );
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
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      storyAndVision: '   Steady energy ',
      currentLandscape: '',
      journeyDetails: 'Diet',
      finalDetails: '',
    });
  });

  it('prefills from the saved form and shows the modal error toast when saving fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json({ statusCode: 500, code: 'INTERNAL', message: 'Something failed' }, 500)
        : json({ id: 'i1', storyAndVision: 'Saved story', currentLandscape: 'Migraines', journeyDetails: '', finalDetails: '' }),
    );
    renderWithApp(<IntakeModal open onOpenChange={() => {}} />, { user: testUser() });
    await waitFor(() => expect(screen.getByLabelText('Your Story & Vision')).toHaveValue('Saved story'));
    expect(screen.getByLabelText('Current Health Challenges')).toHaveValue('Migraines');
    await userEvent.click(screen.getByRole('button', { name: 'Save My Story' }));
    expect(await screen.findByText('There was an error saving your information. Please try again.')).toBeInTheDocument();
  });

  it("shows the server's reason about a field next to it, not as a toast", async () => {
    const reason = 'currentLandscape must be at most 400 characters';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json({ statusCode: 400, code: 'VALIDATION_ERROR', message: reason, issues: [{ path: 'currentLandscape', message: reason }] }, 400)
        : json(null),
    );
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
