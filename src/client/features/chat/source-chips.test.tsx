import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { SourceChips } from './source-chips';

describe('source chips', () => {
  it("opens each day behind a reply, and a pattern's latest days with its count", () => {
    renderWithApp(
      <SourceChips
        sources={[
          {
            kind: 'pattern',
            label: 'Headache worse the day after eating bread',
            dates: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06', '2026-03-08'],
          },
          { kind: 'day', date: '2026-03-04' },
        ]}
      />,
      { user: testUser() },
    );
    expect(screen.getByRole('region', { name: 'Sources from your logs' })).toBeInTheDocument();
    expect(screen.getByText('Headache worse the day after eating bread (6 days):')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard?date=2026-03-02',
      '/dashboard?date=2026-03-03',
      '/dashboard?date=2026-03-05',
      '/dashboard?date=2026-03-06',
      '/dashboard?date=2026-03-08',
      '/dashboard?date=2026-03-04',
    ]);
    expect(screen.getByRole('link', { name: 'Open Wed, Mar 4 on the dashboard' })).toHaveTextContent('Wed, Mar 4');
  });
});
