import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { answer, errorAnswer, requestsMade, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { SupplementChangesBody, SupplementEntry } from '../../../../shared/health.js';
import { combineDayAndTime } from '../dates';
import { SupplementsCard } from './supplements-card';

const DATE = '2026-03-04';
const at = (time: string) => combineDayAndTime(DATE, time)!;
const entry = (id: string, name: string, time: string, over: Partial<SupplementEntry> = {}): SupplementEntry => ({
  id,
  name,
  dose: '1',
  unit: 'tablet',
  taken: true,
  takenAt: at(time),
  createdAt: at(time),
  ...over,
});

const SAVES = `/api/health/${DATE}/supplements`;
const saved = () => HttpResponse.json({ removed: [], created: [], updated: [] });
/** Answers the day's supplement saves in turn (success when none is given) and records what they sent. */
const answerSaves = (...answers: (() => Response)[]) =>
  answer<SupplementChangesBody>('post', SAVES, ...(answers.length ? answers : [saved]));
/** The server refusing a save for one field of one entry. */
const refused = (path: string, reason: string) => () => errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path, message: reason }]);

const renderCard = (supplements: SupplementEntry[]) =>
  renderWithApp(<SupplementsCard date={DATE} supplements={supplements} />, { path: '/dashboard', user: testUser() });

describe('supplements card', () => {
  it('shows an empty state with a way to log', async () => {
    renderCard([]);
    expect(screen.getByRole('heading', { name: 'Supplements' })).toBeInTheDocument();
    expect(screen.getByText('No supplements logged for this day')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Supplements' }));
    expect(await screen.findByRole('dialog', { name: 'Log Supplements' })).toBeInTheDocument();
  });

  it('shows 3 time groups, newest first, then See More (n) and See Less; taken or not', async () => {
    renderCard([
      entry('1', 'Zinc', '07:00'),
      entry('2', 'Iron', '07:09', { taken: false, dose: '18', unit: 'mg' }),
      entry('3', 'Calcium', '09:00'),
      entry('4', 'Folate', '12:00'),
      entry('5', 'CoQ10', '15:00'),
      entry('6', 'Turmeric', '21:00'),
    ]);
    const groups = () => screen.getAllByRole('button', { name: /^Edit supplements taken at/ });
    expect(groups().map((g) => g.getAttribute('aria-label'))).toEqual([
      'Edit supplements taken at 9:00 PM',
      'Edit supplements taken at 3:00 PM',
      'Edit supplements taken at 12:00 PM',
    ]);
    expect(screen.getByText('5 of 6 taken')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'See More (2)' }));
    expect(groups()).toHaveLength(5);
    const morning = groups()[4]!;
    expect(morning).toHaveAccessibleDescription(/Zinc ?1 tablet ?\(taken\)/);
    expect(morning).toHaveAccessibleDescription(/Iron ?18 mg ?\(not taken\)/);
    await userEvent.click(screen.getByRole('button', { name: 'See Less' }));
    expect(groups()).toHaveLength(3);
  });

  it('logs selected suggestions and custom names, excluding what the day already has', async () => {
    const saves = answerSaves();
    const requests = requestsMade();
    renderCard([entry('1', 'vitamin d', '07:00'), entry('2', 'OMEGA-3', '07:00')]);
    await userEvent.click(screen.getByRole('button', { name: 'Log Supplements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Supplements' });
    const suggestions = () => within(within(dialog).getByRole('list', { name: 'Suggestions' })).getAllByRole('button');
    expect(suggestions().map((b) => b.textContent)).toEqual([
      'Vitamin C500 mg',
      'B-Complex1 tablet',
      'Magnesium200 mg',
      'Probiotics50 billion CFU',
      'Zinc15 mg',
    ]);
    const log = within(dialog).getByRole('button', { name: 'Log Selected (0)' });
    expect(log).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: /^Vitamin C/ }));
    expect(suggestions()).toHaveLength(5);
    expect(suggestions()[4]).toHaveTextContent('Iron');
    const search = within(dialog).getByLabelText('Search or add a supplement');
    await userEvent.type(search, 'VITAMIN D{Enter}');
    expect(within(dialog).getByText('VITAMIN D is already logged for this day.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '  Ashwagandha {Enter}');
    await userEvent.type(search, 'magnesium{Enter}');
    await userEvent.type(search, 'ashwagandha{Enter}');
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Vitamin C', 'Ashwagandha', 'Magnesium']);
    await userEvent.type(within(dialog).getByLabelText('Dose of Ashwagandha'), '300');
    await userEvent.type(within(dialog).getByLabelText('Unit of Ashwagandha'), 'mg');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Magnesium' }));
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '08:15' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Selected (2)' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const takenAt = at('08:15');
    expect(requests).toEqual([`POST ${SAVES}`]);
    expect(saves.bodies).toEqual([
      {
        create: [
          { name: 'Vitamin C', dose: '500', unit: 'mg', taken: true, takenAt },
          { name: 'Ashwagandha', dose: '300', unit: 'mg', taken: true, takenAt },
        ],
      },
    ]);
  });

  it('says so when logging fails and keeps the dialog open', async () => {
    answerSaves(serverFailure);
    renderCard([]);
    await userEvent.click(screen.getByRole('button', { name: 'Log Supplements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Supplements' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Vitamin D/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Selected (1)' }));
    expect(await screen.findByText('Failed to save supplements. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log Supplements' })).toBeInTheDocument();
  });

  it('edits one time group: batch delete after confirmation, taken toggle, new entry, all sent on save', async () => {
    const saves = answerSaves();
    const requests = requestsMade();
    renderCard([
      entry('a', 'Zinc', '08:00'),
      entry('b', 'Iron', '08:03'),
      entry('c', 'Calcium', '08:06', { taken: false }),
      entry('d', 'Folate', '20:00'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit supplements taken at 8:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supplements' });
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Zinc', 'Iron', 'Calcium']);

    const deleteSelected = within(dialog).getByRole('button', { name: 'Delete Selected (0)' });
    expect(deleteSelected).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Zinc' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Iron' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 supplements?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(requests).toEqual([]);
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Calcium']);
    expect(within(dialog).getByText('2 supplements will be deleted when you save.')).toBeInTheDocument();

    const taken = within(within(dialog).getByRole('group', { name: 'Calcium' })).getByRole('switch', { name: 'Taken' });
    expect(taken).not.toBeChecked();
    await userEvent.click(taken);
    expect(taken).toBeChecked();
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('New supplement name'), '  ');
    expect(add).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('New supplement name'), 'Iron');
    await userEvent.type(within(dialog).getByLabelText('New supplement dose'), '18');
    await userEvent.type(within(dialog).getByLabelText('New supplement unit'), 'mg{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const groupTime = at('08:00');
    expect(requests).toEqual([`POST ${SAVES}`]);
    expect(saves.bodies).toEqual([
      {
        remove: ['a', 'b'],
        create: [{ name: 'Iron', dose: '18', unit: 'mg', taken: true, takenAt: groupTime }],
        update: [{ id: 'c', patch: { name: 'Calcium', dose: '1', unit: 'tablet', taken: true, takenAt: at('08:06') } }],
      },
    ]);
  });

  it('keeps entries when the deletion is cancelled or undone, and saves nothing unchanged', async () => {
    const requests = requestsMade();
    renderCard([entry('a', 'Zinc', '08:00'), entry('b', 'Iron', '08:03')]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit supplements taken at 8:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supplements' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Zinc' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Selected (1)' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this supplement?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Selected (1)' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this supplement?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);

    await userEvent.clear(within(dialog).getByLabelText('Name of Iron'));
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Name of Iron'), 'Iron');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
  });

  it("shows the server's reason about a logged supplement's field next to that field, counting only the selected ones", async () => {
    const reason = 'Unit must be at most 40 characters';
    answerSaves(refused('create.1.unit', reason));
    renderCard([]);
    await userEvent.click(screen.getByRole('button', { name: 'Log Supplements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Supplements' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Vitamin D/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Vitamin C/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^B-Complex/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select Vitamin C' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Selected (2)' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByLabelText('Unit of B-Complex')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Unit of B-Complex')).toHaveAccessibleDescription(reason);
    expect(within(dialog).getByLabelText('Unit of Vitamin C')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Failed to save supplements. Please try again.')).not.toBeInTheDocument();
  });

  it("shows the server's reasons about an edited supplement and the time next to those fields", async () => {
    const nameReason = 'Name must be at most 80 characters';
    const timeReason = 'Time taken must not be in the future';
    answerSaves(() =>
      errorAnswer(400, 'VALIDATION_ERROR', nameReason, [
        { path: 'update.0.patch.name', message: nameReason },
        { path: 'create.0.takenAt', message: timeReason },
      ]),
    );
    renderCard([entry('a', 'Zinc', '08:00'), entry('b', 'Iron', '08:03')]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit supplements taken at 8:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supplements' });
    await userEvent.type(within(dialog).getByLabelText('Name of Iron'), ' bisglycinate');
    await userEvent.type(within(dialog).getByLabelText('New supplement name'), 'Calcium{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const name = within(dialog).getByLabelText('Name of Iron');
    await waitFor(() => expect(name).toHaveAccessibleDescription(nameReason));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription(timeReason);
    expect(within(dialog).getByLabelText('Name of Zinc')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Failed to save supplements. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Supplements' })).toBeInTheDocument();
  });

  it('refuses a name that differs only in case and a negative dose in Edit Supplements, sending nothing', async () => {
    const requests = requestsMade();
    renderCard([entry('a', 'Vitamin D', '08:00'), entry('b', 'Iron', '08:03')]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit supplements taken at 8:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supplements' });

    await userEvent.type(within(dialog).getByLabelText('New supplement name'), 'vitamin d{Enter}');
    expect(within(dialog).getByLabelText('New supplement name')).toHaveAccessibleDescription('vitamin d is already in this list.');
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);

    const iron = within(dialog).getByLabelText('Name of Iron');
    await userEvent.clear(iron);
    await userEvent.type(iron, 'VITAMIN D');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name of Iron')).toHaveAccessibleDescription('VITAMIN D is already in this list.'),
    );

    await userEvent.clear(within(dialog).getByLabelText('Name of Iron'));
    await userEvent.type(within(dialog).getByLabelText('Name of Iron'), 'Iron');
    const dose = within(dialog).getByLabelText('Dose of Vitamin D');
    await userEvent.clear(dose);
    await userEvent.type(dose, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Dose of Vitamin D')).toHaveAccessibleDescription('A dose cannot be negative'),
    );
    expect(requests).toEqual([]);
  });
});
