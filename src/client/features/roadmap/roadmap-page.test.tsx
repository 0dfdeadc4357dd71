import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { ROADMAP } from './roadmap';
import { RoadmapPage } from './roadmap-page';

describe('roadmap page', () => {
  it('lists 14 features in the 5 named categories', () => {
    expect(ROADMAP.map((c) => c.name)).toEqual([
      'Smart Tracking',
      'Insights & Analytics',
      'User Experience',
      'AI Capabilities',
      'Resources & Community',
    ]);
    expect(ROADMAP.flatMap((c) => c.features)).toHaveLength(14);
    renderWithApp(<RoadmapPage />, { path: '/coming-soon', user: null });
    for (const c of ROADMAP) expect(screen.getByRole('heading', { name: c.name })).toBeInTheDocument();
  });

  it('expands a feature on tap and collapses it again', async () => {
    renderWithApp(<RoadmapPage />, { path: '/coming-soon', user: null });
    const feature = ROADMAP[1]!.features[1]!;
    const toggle = screen.getByRole('button', { name: new RegExp(feature.title) });
    expect(screen.getByText(feature.details)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(feature.details)).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByText(feature.details)).not.toBeVisible();
  });

  it('offers Back to Chat and Continue Your Journey to someone signed in', () => {
    renderWithApp(<RoadmapPage />, { path: '/coming-soon', user: testUser() });
    expect(screen.getAllByRole('link', { name: 'Back to Chat' })[0]).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Continue Your Journey' })).toHaveAttribute('href', '/pricing');
  });

  it('signed out, leads back to the landing page instead of a chat they cannot open', () => {
    renderWithApp(<RoadmapPage />, { path: '/coming-soon', user: null });
    expect(screen.queryByRole('link', { name: 'Back to Chat' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to Home' })) expect(link).toHaveAttribute('href', '/');
  });

  it('marks what has shipped as available now, with a way to it once signed in', async () => {
    renderWithApp(<RoadmapPage />, { path: '/coming-soon', user: testUser() });
    const shipped = {
      'Doctor-ready summaries': '/insights/report',
      'Trigger finder': '/insights',
      'Gentle reminders': '/settings/notifications',
      'Voice logging': '/chat',
    };
    for (const [title, href] of Object.entries(shipped)) {
      const toggle = screen.getByRole('button', { name: new RegExp(title) });
      expect(toggle).toHaveTextContent('Available now');
      await userEvent.click(toggle);
      const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(within(details).getByRole('link')).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: /Wearable sync/ })).not.toHaveTextContent('Available now');
    expect(screen.getAllByText('Available now')).toHaveLength(4);
  });
});
