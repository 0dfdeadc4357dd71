import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, errorAnswer, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { SymptomBatchBody } from '../../../../shared/health.js';
import { SymptomsDialog } from './symptoms-dialog';
import { savedSymptoms } from '@/test/entries';

describe("'Log Symptoms' dialog", () => {
  it('sends the named rows with their intensity, within 1 to 5, in one call, ignoring blank rows', async () => {
    const saved = answer<SymptomBatchBody>('post', '/api/health/2026-03-05/symptoms', (body) =>
      HttpResponse.json(savedSymptoms(body, '2026-03-05', ['s']), { status: 201 }),
    );
    const onOpenChange = vi.fn();
    renderWithApp(<SymptomsDialog date="2026-03-05" open onOpenChange={onOpenChange} />, { user: testUser() });
    expect(screen.queryByRole('button', { name: 'Remove symptom 1' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Symptom 1'), ' Headache ');
    const more = screen.getByRole('button', { name: 'More intense' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '+ Add another' }));
    await userEvent.click(screen.getByRole('button', { name: '+ Add another' }));
    await userEvent.type(screen.getByLabelText('Symptom 3'), 'Nausea');
    const less = screen.getAllByRole('button', { name: 'Less intense' })[2]!;
    for (let i = 0; i < 3; i++) await userEvent.click(less);
    expect(less).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Symptoms' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(saved.bodies).toEqual([
      {
        symptoms: [
          { name: 'Headache', intensity: 5 },
          { name: 'Nausea', intensity: 1 },
        ],
      },
    ]);
  });

  it('with no named row, saving just closes', async () => {
    const requests = requestsMade();
    const onOpenChange = vi.fn();
    renderWithApp(<SymptomsDialog date="2026-03-05" open onOpenChange={onOpenChange} />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Symptom 1'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Symptoms' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requests).toEqual([]);
  });

  it("shows the server's reason about a name next to that row, counting only the named rows it was sent", async () => {
    const reason = 'Name must be at most 80 characters';
    answer('post', '/api/health/2026-03-05/symptoms', () =>
      errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'symptoms.1.name', message: reason }]),
    );
    const onOpenChange = vi.fn();
    renderWithApp(<SymptomsDialog date="2026-03-05" open onOpenChange={onOpenChange} />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Symptom 1'), 'Headache');
    await userEvent.click(screen.getByRole('button', { name: '+ Add another' }));
    await userEvent.click(screen.getByRole('button', { name: '+ Add another' }));
    await userEvent.type(screen.getByLabelText('Symptom 3'), 'Nausea');
    await userEvent.click(screen.getByRole('button', { name: 'Save Symptoms' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText('Symptom 3')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Symptom 3')).toHaveAccessibleDescription(reason);
    expect(screen.getByLabelText('Symptom 1')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Failed to log symptoms. Please try again.')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
