import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, answerDays } from '@/test/handlers';
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
    expect(reminderFrom('?checkin=mood')).toEqual({ checkIn: true, slot: undefined, rest: '' });
    expect(reminderFrom('?supplements=evening&period=28')).toEqual({ checkIn: false, slot: 'evening', rest: 'period=28' });
    expect(reminderFrom('?supplements=midnight&checkin=yes')).toEqual({ checkIn: false, slot: undefined, rest: '' });
  });

  it('a check-in reminder opens the mood log on today', async () => {
    sessionStorage.setItem('selectedDate', '2025-01-02');
    serve();
    const { history } = openAt('?checkin=mood');
    expect(await screen.findByRole('dialog', { name: 'How are you feeling?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Today, /, hidden: true })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/dashboard');
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
