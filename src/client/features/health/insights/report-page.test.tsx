import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, testUser } from '@/test/render';
import type { Insights } from '../../../../shared/insights.js';
import { ReportPage } from './report-page';
import { lastDays } from './range';

afterEach(() => vi.restoreAllMocks());

const last28 = lastDays(28);
const nothingTracked: Insights = {
  from: last28.from,
  to: last28.to,
  trackedDays: 0,
  mood: [],
  energy: [],
  symptoms: [],
  nutrition: [],
  supplements: [],
  patterns: [],
  notes: [],
};

describe('report page', () => {
  it("sends the notes and paper for the PDF, and shows the server's reason about the notes under them", async () => {
    const reason = 'notes must be at most 2000 characters';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).startsWith('/api/insights?')
          ? json(nothingTracked)
          : json({ statusCode: 400, code: 'VALIDATION_ERROR', message: reason, issues: [{ path: 'notes', message: reason }] }, 400),
      );
    renderWithApp(<ReportPage />, { path: '/insights/report', user: testUser() });
    const notes = screen.getByLabelText('Notes for your doctor (optional)');
    await userEvent.type(notes, 'Ask about sleep');
    await userEvent.selectOptions(screen.getByLabelText('Paper'), 'Letter');
    const download = await screen.findByRole('button', { name: 'Download PDF' });
    await vi.waitFor(() => expect(download).toBeEnabled());
    await userEvent.click(download);

    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription(reason);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/insights/report');
    expect(JSON.parse(post[1]!.body as string)).toEqual({ from: last28.from, to: last28.to, notes: 'Ask about sleep', paper: 'letter' });
  });
});
