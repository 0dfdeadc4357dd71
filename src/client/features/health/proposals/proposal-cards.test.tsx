import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, errorAnswer, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { ProposalCard } from '../../../../shared/chat.js';
import type { MealBody, SupplementBody, SupplementEntry, SymptomBatchBody, SymptomBody } from '../../../../shared/health.js';
import { ProposalCards } from './proposal-cards';
import { savedMeal, savedSymptom, savedSymptoms } from '@/test/entries';

const at = new Date(2026, 2, 4, 13, 30).toISOString();
const symptom: ProposalCard = {
  id: 'p1',
  state: 'proposed',
  savedEntryId: null,
  proposal: { kind: 'symptom', date: '2026-03-04', body: { name: 'Headache', intensity: 4, timestamp: at } },
};
const meal: ProposalCard = {
  id: 'p2',
  state: 'proposed',
  savedEntryId: null,
  proposal: {
    kind: 'meal',
    date: '2026-03-04',
    unmatched: ['Zorblax'],
    said: ['a banana', 'zorblax'],
    body: {
      meal: 'breakfast',
      logTime: at,
      calories: 105,
      protein: 1.3,
      carbs: 27,
      fat: 0.4,
      items: [
        {
          name: 'Bananas, raw',
          fdcId: 9040,
          qty: '1 medium',
          amount: 1,
          unit: '1 medium (7" to 7-7/8" long)',
          portionSize: 118,
          calories: 105,
          protein: 1.3,
          carbs: 27,
          fat: 0.4,
        },
        { name: 'Zorblax', fdcId: 'food_zorblax', qty: '1 serving', calories: 0, protein: 0, carbs: 0, fat: 0 },
      ],
    },
  },
};

const pills: ProposalCard = {
  id: 'p3',
  state: 'proposed',
  savedEntryId: null,
  proposal: { kind: 'supplement', date: '2026-03-04', body: { name: 'Naproxen', dose: '500', unit: 'mg', taken: true, takenAt: at } },
};
const skipped: ProposalCard = {
  id: 'p4',
  state: 'proposed',
  savedEntryId: null,
  proposal: { kind: 'supplement', date: '2026-03-04', body: { name: 'Iron', dose: '', unit: '', taken: false, takenAt: at } },
};

describe('proposal cards', () => {
  it('shows exactly what will be saved: kind, day and time, values, foods with portions and kcal, unfound foods marked', () => {
    renderWithApp(<ProposalCards cards={[symptom, meal]} mark={vi.fn()} />, { user: testUser() });
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Symptom' })).toBeInTheDocument();
    expect(first).toHaveTextContent(/Wed, Mar 4 · 1:30\sPM/);
    expect(first).toHaveTextContent('Headache · intensity 4/5 (Severe)');
    expect(within(second!).getByRole('heading', { name: 'Breakfast' })).toBeInTheDocument();
    expect(second).toHaveTextContent('105 kcal in all');
    expect(second).toHaveTextContent('Bananas1 medium · 118 g · 105 kcal(you said “a banana”)');
    expect(second).toHaveTextContent(
      'Zorblax1 serving · 0 kcal(you said “zorblax”)Not found in the food search: saved as your own food at 0 kcal',
    );
  });

  it('shows a supplement’s dose beside its name, and saves it with the dose', async () => {
    const saved = answer<SupplementBody>('post', '/api/health/2026-03-04/supplement', (body) =>
      HttpResponse.json({ id: 's1', ...body, createdAt: at } satisfies SupplementEntry, { status: 201 }),
    );
    const mark = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<ProposalCards cards={[pills, skipped]} mark={mark} />, { user: testUser() });
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Supplement taken' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Naproxen · 500 mg');
    expect(within(second!).getByRole('heading', { name: 'Supplement skipped' })).toBeInTheDocument();
    expect(second).toHaveTextContent(/Iron(?! ·)/);
    await userEvent.click(within(first!).getByRole('button', { name: 'Save supplement taken' }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith('p3', { state: 'saved', entryId: 's1' }));
    expect(saved.bodies).toEqual([pills.proposal.body]);
  });

  it('saves only on a tap: posts the body to the health route, then marks the card saved with the entry', async () => {
    const saved = answer<SymptomBody>('post', '/api/health/2026-03-04/symptom', (body) =>
      HttpResponse.json(savedSymptom(body, '2026-03-04', 'e1'), { status: 201 }),
    );
    const requests = requestsMade();
    const mark = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<ProposalCards cards={[symptom]} mark={mark} />, { user: testUser() });
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save symptom' }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith('p1', { state: 'saved', entryId: 'e1' }));
    expect(requests).toEqual(['POST /api/health/2026-03-04/symptom']);
    expect(saved.bodies).toEqual([symptom.proposal.body]);
  });

  it('saves a meal as changed in place on the card: another amount counts its grams and kcal, the total follows', async () => {
    const saved = answer<MealBody & { items: { amount: number; portionSize: number; calories: number }[]; calories: number }>(
      'post',
      '/api/health/2026-03-04/nutrition',
      (body) => HttpResponse.json(savedMeal(body), { status: 201 }),
    );
    const mark = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<ProposalCards cards={[meal]} mark={mark} />, { user: testUser() });
    const amount = screen.getByLabelText(/^Amount of Bananas/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('210 kcal in all');
    expect(card).toHaveTextContent('Bananas2 medium · 236 g · 210 kcal');
    await userEvent.click(screen.getByRole('button', { name: 'Save breakfast' }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith('p2', { state: 'saved', entryId: 'm1' }));
    expect(saved.bodies[0]?.items[0]).toMatchObject({ amount: 2, portionSize: 236, calories: 210 });
    expect(saved.bodies[0]?.calories).toBe(210);
  });

  it('shows a refusal in the card, and a retry after a failed mark never saves twice', async () => {
    const saved = answer<SymptomBody>(
      'post',
      '/api/health/2026-03-04/symptom',
      () => errorAnswer(400, 'FUTURE_DAY', '2026-03-04 has not begun yet: entries can be logged up to today (2026-03-03)'),
      (body) => HttpResponse.json(savedSymptom(body, '2026-03-04', 'e1'), { status: 201 }),
    );
    const mark = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    renderWithApp(<ProposalCards cards={[symptom]} mark={mark} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Save symptom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2026-03-04 has not begun yet: entries can be logged up to today (2026-03-03)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save symptom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This entry could not be saved. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Save symptom' }));
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(2));
    expect(saved.bodies).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses without saving; saved and dismissed cards say so, a saved one linking to its day', async () => {
    const requests = requestsMade();
    const mark = vi.fn().mockResolvedValue(undefined);
    const { unmount } = renderWithApp(<ProposalCards cards={[symptom]} mark={mark} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss symptom' }));
    expect(mark).toHaveBeenCalledWith('p1', { state: 'dismissed' });
    expect(requests).toEqual([]);
    unmount();
    renderWithApp(
      <ProposalCards
        cards={[
          { ...symptom, state: 'saved', savedEntryId: 'e1' },
          { ...meal, state: 'dismissed' },
        ]}
        mark={mark}
      />,
      { user: testUser() },
    );
    expect(screen.getByRole('link', { name: 'See it on the dashboard' })).toHaveAttribute('href', '/dashboard?date=2026-03-04');
    expect(screen.getByText('Dismissed: nothing was saved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it("Edit opens the kind's own dialog filled in, and what it saves marks the card", async () => {
    const saved = answer<SymptomBatchBody>('post', '/api/health/2026-03-04/symptoms', (body) =>
      HttpResponse.json(savedSymptoms(body, '2026-03-04', ['e7']), { status: 201 }),
    );
    const mark = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<ProposalCards cards={[symptom]} mark={mark} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Edit symptom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Symptoms' });
    expect(within(dialog).getByLabelText('Symptom 1')).toHaveValue('Headache');
    await userEvent.click(within(dialog).getByRole('button', { name: 'More intense' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Symptoms' }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith('p1', { state: 'saved', entryId: 'e7' }));
    expect(saved.bodies).toEqual([{ symptoms: [{ name: 'Headache', intensity: 5, timestamp: at }] }]);
  });
});
