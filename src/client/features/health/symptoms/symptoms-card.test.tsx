import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, errorAnswer, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { SymptomBatchBody, SymptomEntry, SymptomHistoryDay } from '../../../../shared/health.js';
import { gridWindow } from './symptom-grid';
import { SymptomsCard, symptomsOfDay } from './symptoms-card';
import { savedSymptoms } from '@/test/entries';

const entry = (name: string, intensity: number, hour: number): SymptomEntry => ({
  id: `${name}-${hour}`,
  name,
  intensity,
  notes: null,
  lastLogged: `2026-03-05T${String(hour).padStart(2, '0')}:00:00.000Z`,
  date: '2026-03-05',
});

describe('symptoms card', () => {
  it('lists each symptom of the day once at its highest intensity, latest first', () => {
    expect(symptomsOfDay([entry('Headache', 2, 8), entry('Nausea', 1, 9), entry('headache', 4, 7)])).toEqual([
      { name: 'Nausea', intensity: 1, lastLogged: '2026-03-05T09:00:00.000Z' },
      { name: 'headache', intensity: 4, lastLogged: '2026-03-05T08:00:00.000Z' },
    ]);
  });

  it('uses the Sunday-to-Saturday week for 7 days, days for 28 and weeks for 3 months', () => {
    const week = gridWindow('2026-03-05', 7);
    expect(week.endDate).toBe('2026-03-07');
    expect(week.columns.map((c) => c.days[0])).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(week.columns.map((c) => c.label).join('')).toBe('SMTWTFS');
    expect(gridWindow('2026-03-05', 28).columns).toHaveLength(28);
    const quarter = gridWindow('2026-03-05', 90);
    expect(quarter.columns).toHaveLength(13);
    expect(quarter.columns.flatMap((c) => c.days)).toHaveLength(90);
    expect(quarter.columns.at(-1)!.days.at(-1)).toBe('2026-03-05');
  });

  it("shows 5 rows, then 'show all (n)' / 'show less'; quick add logs at intensity 3; periods and the Symptoms button", async () => {
    answer('get', '/api/health/symptoms/history', () =>
      HttpResponse.json<SymptomHistoryDay[]>([
        { date: '2026-03-04', symptoms: [{ name: 'Cramps', intensity: 4, lastLogged: '2026-03-04T10:00:00Z' }] },
      ]),
    );
    const added = answer<SymptomBatchBody>('post', '/api/health/2026-03-05/symptoms', (body) =>
      HttpResponse.json(savedSymptoms(body, '2026-03-05', ['x']), { status: 201 }),
    );
    const requests = requestsMade({ query: true });
    const onPeriodChange = vi.fn();
    const symptoms = ['A', 'B', 'C', 'D', 'E', 'F'].map((name, i) => entry(name, 3, 10 + i));
    const { history } = renderWithApp(<SymptomsCard date="2026-03-05" symptoms={symptoms} period={28} onPeriodChange={onPeriodChange} />, {
      user: testUser(),
    });
    const list = screen.getByRole('list', { name: 'Symptoms of the day' });
    expect(list.querySelectorAll('li')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'show all (6)' }));
    expect(list.querySelectorAll('li')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'show less' }));
    expect(list.querySelectorAll('li')).toHaveLength(5);

    expect(await screen.findByRole('rowheader', { name: 'Cramps' })).toBeInTheDocument();
    expect(requests).toContain('GET /api/health/symptoms/history?endDate=2026-03-05&days=28');
    await userEvent.click(screen.getByRole('radio', { name: '3m' }));
    expect(onPeriodChange).toHaveBeenCalledWith(90);

    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Quick add a symptom'), '  Dizziness ');
    await userEvent.click(add);
    expect(await screen.findByText('Symptom added')).toBeInTheDocument();
    expect(added.bodies).toEqual([{ symptoms: [{ name: 'Dizziness', intensity: 3 }] }]);

    await userEvent.click(screen.getByRole('button', { name: 'Symptoms' }));
    expect(history.at(-1)).toBe('/symptoms?date=2026-03-05&period=28');
  });
});

describe('quick add a symptom', () => {
  it('shows the server’s reason under the field, not as a toast, and keeps what was typed', async () => {
    const reason = 'Name must not contain control characters';
    answer('get', '/api/health/symptoms/history', () => HttpResponse.json<SymptomHistoryDay[]>([]));
    const added = answer<SymptomBatchBody>('post', '/api/health/2026-03-05/symptoms', () =>
      errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'symptoms.0.name', message: reason }]),
    );
    renderWithApp(<SymptomsCard date="2026-03-05" symptoms={[]} period={28} onPeriodChange={() => {}} />, { user: testUser() });
    const field = screen.getByLabelText('Quick add a symptom');
    await userEvent.type(field, 'Odd name');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(reason));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Odd name');
    expect(added.bodies).toEqual([{ symptoms: [{ name: 'Odd name', intensity: 3 }] }]);
    expect(screen.queryByText('Failed to add symptom. Please try again.')).not.toBeInTheDocument();
  });
});

describe('symptom history grid', () => {
  it('shows 6 symptoms, then every one on request', async () => {
    const names = ['Ache', 'Bloating', 'Cramps', 'Dizziness', 'Eye strain', 'Fatigue', 'Gas', 'Hives'];
    answer('get', '/api/health/symptoms/history', () =>
      HttpResponse.json<SymptomHistoryDay[]>([
        { date: '2026-03-04', symptoms: names.map((name) => ({ name, intensity: 2, lastLogged: '2026-03-04T10:00:00Z' })) },
      ]),
    );
    renderWithApp(<SymptomsCard date="2026-03-05" symptoms={[]} period={28} onPeriodChange={() => {}} />, { user: testUser() });
    const grid = await screen.findByRole('table', { name: 'Symptom intensity by day' });
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(names);
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(6);
  });
});
