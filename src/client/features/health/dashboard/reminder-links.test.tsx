import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, answerDays } from '@/test/handlers';
import userEvent from '@testing-library/user-event';
import { today } from '../dates';
import { renderWithApp, testUser } from '@/test/render';
import type { DayRecord } from '../../../../shared/health.js';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationsState } from '../../../../shared/notifications.js';
import { DashboardPage, reminderFrom } from './dashboard-page';

const day = (date: string, supplements: DayRecord['supplements'] = []): DayRecord => ({
  date,
  mood: { average: null, tags: [], entries: [], lastLogged: null },
  energy: { average: null, entries: [], lastLogged: null },
  symptoms: [],
  nutrition: [],
  supplements,
  sleep: null,
});

function serve(supplements: DayRecord['supplements'] = []) {
  answerDays((date) => HttpResponse.json(day(date, supplements)));
  answer('get', '/api/notifications', () =>
    HttpResponse.json<NotificationsState>({
      publicKey: 'k',
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
      devices: [],
      supplementGroups: [
        {
          slot: 'morning',
          time: '08:00',
          supplements: [
            { name: 'Magnesium', dose: '200', unit: 'mg' },
            { name: 'Vitamin D', dose: '2000', unit: 'IU' },
          ],
        },
      ],
    }),
  );
}

/** Opens the dashboard at an address with a reminder's query, as a tapped notification does. */
function openAt(search: string) {
  return renderWithApp(<DashboardPage />, { user: testUser(), path: `/dashboard${search}` });
}

afterEach(() => sessionStorage.clear());

describe('tapped reminders', () => {
  it('reads which reminder was tapped from the address', () => {
    expect(reminderFrom('?checkin=mood')).toEqual({ checkIn: true, sleep: false, slot: undefined, rest: '' });
    expect(reminderFrom('?checkin=sleep')).toEqual({ checkIn: false, sleep: true, slot: undefined, rest: '' });
    expect(reminderFrom('?supplements=evening&period=28')).toEqual({ checkIn: false, sleep: false, slot: 'evening', rest: 'period=28' });
    expect(reminderFrom('?supplements=midnight&checkin=yes')).toEqual({ checkIn: false, sleep: false, slot: undefined, rest: '' });
  });

  it('a check-in reminder opens the mood log on today', async () => {
    sessionStorage.setItem('selectedDate', '2025-01-02');
    serve();
    const { history } = openAt('?checkin=mood');
    expect(await screen.findByRole('dialog', { name: 'How are you feeling?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Today, /, hidden: true })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/dashboard');
  });

  it("the morning reminder's 'Log last night's sleep' opens the sleep log on today, and saves the night", async () => {
    sessionStorage.setItem('selectedDate', '2025-01-02');
    const night = {
      id: 'n1',
      date: today(),
      hours: 6.5,
      bedtime: null,
      wakeTime: null,
      quality: 2,
      wakings: 3,
      lastLogged: '2026-01-01T08:00:00Z',
    };
    const saved = answer('post', '/api/health/:date/sleep', () => HttpResponse.json(night, { status: 201 }));
    // The day answers the night once it is saved, as the server would.
    answerDays((date) => HttpResponse.json({ ...day(date), sleep: saved.bodies.length ? night : null }));
    const { history } = openAt('?checkin=sleep');
    const dialog = await screen.findByRole('dialog', { name: 'How did you sleep?' });
    expect(history.at(-1)).toBe('/dashboard');
    await userEvent.type(within(dialog).getByLabelText('Hours slept'), '6.5');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Poor/ }));
    await userEvent.type(within(dialog).getByLabelText('Times woken (optional)'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Sleep' }));
    await waitFor(() => expect(saved.bodies).toEqual([{ hours: 6.5, quality: 2, wakings: 3 }]));
    expect(await screen.findByText('6 h 30 min · Poor · woke 3 times')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a supplement reminder opens Log Supplements with what is usually taken then, selected, minus what is already logged', async () => {
    serve([
      {
        id: 's1',
        name: 'Vitamin D',
        dose: '2000',
        unit: 'IU',
        taken: true,
        takenAt: new Date().toISOString(),
        createdAt: new Date().toISOString(),
      },
    ]);
    openAt('?supplements=morning');
    const dialog = await screen.findByRole('dialog', { name: 'Log Supplements' });
    expect(await within(dialog).findByText('Magnesium')).toBeInTheDocument();
    expect(within(dialog).queryByText('Vitamin D')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Log Selected (1)' })).toBeEnabled();
  });
});
