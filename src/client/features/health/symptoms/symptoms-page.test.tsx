import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, errorAnswer, keptToContract, requestsMade, serverFailure } from '@/test/handlers';
import { savedSymptoms } from '@/test/entries';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import type { SymptomBatchBody, SymptomHistoryDay, SymptomRemovalBody } from '../../../../shared/health.js';
import { combineDayAndTime, fromDay, toDay, today } from '../dates';
import { SymptomsPage } from './symptoms-page';

const day = (daysAgo: number) => toDay(subDays(new Date(), daysAgo));
const history: SymptomHistoryDay[] = [
  {
    date: day(9),
    symptoms: [{ name: 'Fatigue', intensity: 3, lastLogged: new Date().toISOString() }],
  },
  {
    date: day(1),
    symptoms: [{ name: 'Nausea', intensity: 2, lastLogged: new Date().toISOString() }],
  },
  {
    date: day(0),
    symptoms: [{ name: 'Headache', intensity: 4, lastLogged: new Date().toISOString() }],
  },
];

const REMOVALS = '/api/health/symptoms/removals';

/**
 * Answers the symptom screen's calls; `fail` makes that write (logging or removing) answer 500, or
 * the first log answer 503. `logs` are the logging requests sent (address, body, idempotency key),
 * `removals` the bodies of the removals, `requests` every request as `METHOD path?query`.
 */
function mockApi({
  symptoms = ['Headache', 'Nausea', 'Fatigue'],
  fail,
}: { symptoms?: string[]; fail?: 'log' | 'first log' | 'remove' } = {}) {
  const requests = requestsMade({ query: true });
  answer('get', '/api/health/symptoms/unique', () => HttpResponse.json(symptoms));
  answer('get', '/api/health/symptoms/history', () => HttpResponse.json(history));
  const removals = answer<SymptomRemovalBody>(
    'post',
    REMOVALS,
    fail === 'remove' ? serverFailure : () => new HttpResponse(null, { status: 204 }),
  );
  const logs: { url: string; body: SymptomBatchBody; key: string | null }[] = [];
  server.use(
    http.post<{ date: string }, SymptomBatchBody>('/api/health/:date/symptoms', async ({ request, params }) => {
      const body = await request.json();
      logs.push({ url: new URL(request.url).pathname, body, key: request.headers.get('idempotency-key') });
      if (fail === 'log') return serverFailure();
      if (fail === 'first log' && logs.length === 1) return errorAnswer(503, 'SERVICE_UNAVAILABLE', 'Unavailable');
      const ids = body.symptoms.map(() => crypto.randomUUID());
      return keptToContract(request, HttpResponse.json(savedSymptoms(body, params.date, ids), { status: 201 }));
    }),
  );
  return { logs, removals: removals.bodies, requests };
}

const renderPage = (path = `/symptoms?date=${today()}&period=28`) => renderWithApp(<SymptomsPage />, { path, user: testUser() });
const symptom = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });

describe('symptom logging screen', () => {
  it('shows the known symptoms with their last-logged day from the period of the query', async () => {
    const api = mockApi();
    renderPage();
    expect(await symptom('Headache')).toHaveTextContent('Today');
    expect(await symptom('Nausea')).toHaveTextContent('Yesterday');
    expect(await symptom('Fatigue')).toHaveTextContent(format(fromDay(day(9)), 'MMM d'));
    expect(api.requests).toContain(`GET /api/health/symptoms/history?endDate=${today()}&days=28`);
  });

  it('reads an invalid date as today and an unknown period as 7 days', async () => {
    const api = mockApi();
    renderPage('/symptoms?date=2026-02-30&period=12');
    await symptom('Headache');
    expect(api.requests).toContain(`GET /api/health/symptoms/history?endDate=${today()}&days=7`);
  });

  it('reads a day still to come as today and says so', async () => {
    const api = mockApi();
    renderPage('/symptoms?date=2030-01-01&period=28');
    await symptom('Headache');
    expect(api.requests).toContain(`GET /api/health/symptoms/history?endDate=${today()}&days=28`);
    expect(screen.getByText('That day is still to come')).toBeInTheDocument();
  });

  it('logs the chosen symptoms in one POST, then goes to the dashboard', async () => {
    const api = mockApi();
    const { history: visited } = renderPage();
    const next = screen.getByRole('button', { name: 'Next (0)' });
    expect(next).toBeDisabled();
    await userEvent.click(await symptom('Headache'));
    await userEvent.click(await symptom('Nausea'));
    expect(await symptom('Headache')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next (2)' }));

    expect(screen.getByRole('heading', { name: 'Rate Severity' })).toBeInTheDocument();
    const headache = screen.getByRole('radiogroup', {
      name: 'Severity of Headache',
    });
    expect(within(headache).getByRole('radio', { name: '5 Extreme' })).toBeChecked();
    for (const label of ['1 Mild', '2 Moderate', '3 Noticeable', '4 Severe'])
      expect(within(headache).getByRole('radio', { name: label })).not.toBeChecked();
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Severity of Nausea' })).getByRole('radio', { name: '2 Moderate' }),
    );
    expect(screen.getByText('When did this occur?')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Time'), {
      target: { value: '00:00' },
    });
    await userEvent.type(screen.getByLabelText(/Additional Notes/), '  After lunch ');
    await userEvent.click(screen.getByRole('button', { name: 'Log 2 Symptoms' }));

    await waitFor(() => expect(visited.at(-1)).toBe('/dashboard'));
    const timestamp = combineDayAndTime(today(), '00:00');
    expect(api.logs).toEqual([
      {
        url: `/api/health/${today()}/symptoms`,
        body: {
          symptoms: [
            { name: 'Headache', intensity: 5, notes: 'After lunch', timestamp },
            { name: 'Nausea', intensity: 2, notes: 'After lunch', timestamp },
          ],
        },
        key: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
      },
    ]);
    expect(await screen.findByText('Symptoms logged successfully')).toBeInTheDocument();
  });

  it('adds a new symptom selected, labels the log button by count, and clears severities on Back', async () => {
    const api = mockApi();
    const { history: visited } = renderPage();
    await symptom('Headache');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Symptom' }));
    const field = screen.getByLabelText('New symptom name');
    await userEvent.type(field, '   ');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(field, '  Dizziness {Enter}');
    expect(await screen.findByText('Symptom added')).toBeInTheDocument();
    expect(await symptom('Dizziness')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Next (1)' }));
    expect(screen.getByRole('button', { name: 'Log 1 Symptom' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: '3 Noticeable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add more symptoms' }));
    await userEvent.click(await symptom('Fatigue'));
    await userEvent.click(screen.getByRole('button', { name: 'Next (2)' }));
    expect(
      within(screen.getByRole('radiogroup', { name: 'Severity of Dizziness' })).getByRole('radio', { name: '3 Noticeable' }),
    ).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: 'Severity of Fatigue' })).getByRole('radio', { name: '5 Extreme' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next (2)' }));
    expect(
      within(screen.getByRole('radiogroup', { name: 'Severity of Dizziness' })).getByRole('radio', { name: '5 Extreme' }),
    ).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Dizziness' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fatigue' }));
    expect(screen.getByRole('button', { name: 'Log 0 Symptoms' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(visited.at(-1)).toBe('/dashboard');
    expect(api.logs).toEqual([]);
  });

  it('says the date is invalid instead of saving', async () => {
    const api = mockApi();
    renderPage();
    await userEvent.click(await symptom('Headache'));
    await userEvent.click(screen.getByRole('button', { name: 'Next (1)' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Log 1 Symptom' }));
    expect(await screen.findByText('Invalid Date')).toBeInTheDocument();
    expect(screen.getByText('Please select a valid date before saving symptoms.')).toBeInTheDocument();
    expect(api.logs).toEqual([]);
  });

  it('logs on the chosen date and stays with an error toast when saving fails', async () => {
    const api = mockApi({ fail: 'log' });
    const { history: visited } = renderPage();
    await userEvent.click(await symptom('Headache'));
    await userEvent.click(screen.getByRole('button', { name: 'Next (1)' }));
    fireEvent.change(screen.getByLabelText('Date'), {
      target: { value: '2026-01-05' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log 1 Symptom' }));
    expect(await screen.findByText('Error saving symptoms')).toBeInTheDocument();
    expect(screen.getByText('There was an error saving your symptoms. Please try again.')).toBeInTheDocument();
    expect(api.logs[0]!.url).toBe('/api/health/2026-01-05/symptoms');
    expect(visited.at(-1)).not.toBe('/dashboard');
  });

  it('trying again after a failed save sends the same request and key, so the server saves it once', async () => {
    const api = mockApi({ fail: 'first log' });
    renderPage();
    await userEvent.click(await symptom('Headache'));
    await userEvent.click(await symptom('Nausea'));
    await userEvent.click(screen.getByRole('button', { name: 'Next (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log 2 Symptoms' }));
    expect(await screen.findByText('Error saving symptoms')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Log 2 Symptoms' }));
    expect(await screen.findByText('Symptoms logged successfully')).toBeInTheDocument();
    const [first, retry] = api.logs;
    expect(retry).toEqual(first);
    expect(first!.key).toBeTruthy();
  });

  it('removes symptoms in manage mode after confirmation; Back leaves manage mode', async () => {
    const api = mockApi();
    const { history: visited } = renderPage();
    await symptom('Headache');
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    expect(screen.getByRole('heading', { name: 'Manage Symptoms' })).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove (0)' });
    expect(remove).toBeDisabled();
    await userEvent.click(await symptom('Headache'));
    await userEvent.click(await symptom('Nausea'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove (2)' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Remove 2 symptoms?',
    });
    expect(api.removals).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Symptoms removed')).toBeInTheDocument();
    expect(api.removals).toEqual([{ names: ['Headache', 'Nausea'] }]);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Log Symptoms' })).toBeInTheDocument();
    expect(visited.at(-1)).not.toBe('/dashboard');
  });

  it('cancels a removal without a call, and reports a failed one', async () => {
    const api = mockApi({ fail: 'remove' });
    renderPage();
    await symptom('Headache');
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    await userEvent.click(await symptom('Fatigue'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove (1)' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove symptom?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.removals).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove (1)' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove symptom?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove symptom. Please try again.')).toBeInTheDocument();
    expect(api.removals).toEqual([{ names: ['Fatigue'] }]);
  });

  it('shows an empty state when no symptom is known yet', async () => {
    mockApi({ symptoms: [] });
    renderPage();
    expect(await screen.findByText('No symptoms yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
  });
});
