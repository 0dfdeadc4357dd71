import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, testUser } from '@/test/render';
import { SymptomsDialog } from './symptoms-dialog';

afterEach(() => vi.restoreAllMocks());

describe("'Log Symptoms' dialog", () => {
  it('sends the named rows with their intensity, within 1 to 5, in one call, ignoring blank rows', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json([{ id: 's' }], 201));
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
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [String(url), JSON.parse(init!.body as string)])).toEqual([
      [
        '/api/health/2026-03-05/symptoms',
        {
          symptoms: [
            { name: 'Headache', intensity: 5 },
            { name: 'Nausea', intensity: 1 },
          ],
        },
      ],
    ]);
  });

  it('with no named row, saving just closes', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const onOpenChange = vi.fn();
    renderWithApp(<SymptomsDialog date="2026-03-05" open onOpenChange={onOpenChange} />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Symptom 1'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Symptoms' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's reason about a name next to that row, counting only the named rows it was sent", async () => {
    const reason = 'name must be at most 80 characters';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ statusCode: 400, code: 'VALIDATION_ERROR', message: reason, issues: [{ path: 'symptoms.1.name', message: reason }] }, 400),
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
