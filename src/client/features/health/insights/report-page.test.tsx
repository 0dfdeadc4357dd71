import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, errorAnswer } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { Insights, ReportBody } from '../../../../shared/insights.js';
import { ReportPage } from './report-page';
import { lastDays } from './range';

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
  sleep: [],
  patternSearch: { daysToLog: 14, tested: 0, falseDiscoveryRate: 0.05 },
  notes: [],
};

describe('report page', () => {
  it("sends the notes and paper for the PDF, and shows the server's reason about the notes under them", async () => {
    const reason = 'Notes must be at most 2000 characters';
    answer('get', '/api/insights', () => HttpResponse.json(nothingTracked));
    const report = answer<ReportBody>('post', '/api/insights/report', () =>
      errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'notes', message: reason }]),
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
    expect(report.bodies).toEqual([{ from: last28.from, to: last28.to, notes: 'Ask about sleep', paper: 'letter' }]);
  });
});
