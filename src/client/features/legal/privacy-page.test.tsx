import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { PrivacyPage } from './privacy-page';

describe('privacy policy page', () => {
  it('states the date, the retention periods, the food sources and the minimum age', () => {
    renderWithApp(<PrivacyPage />, { path: '/privacy-policy', user: null });
    const text = document.body.textContent;
    expect(text).toContain('Last updated: September 11, 2025');
    for (const fact of [
      'Account data: deleted within 30 to 90 days after you close your account.',
      'Backups: kept for 30 to 90 days',
      'Device and analytics data: kept for 12 to 24 months.',
      'may be kept indefinitely',
      'a branded-food database',
      'an open-food database',
      'other food databases',
      'aged 16 and over',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('signed in, Close goes to Support & Legal and the terms link to the terms page', () => {
    renderWithApp(<PrivacyPage />, { path: '/privacy-policy', user: testUser() });
    for (const link of screen.getAllByRole('link', { name: 'Close' })) expect(link).toHaveAttribute('href', '/settings/support');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  });

  it('signed out, the terms open in a dialog and Close goes to the landing page', async () => {
    renderWithApp(<PrivacyPage />, { path: '/privacy-policy', user: null });
    expect(screen.getAllByRole('link', { name: 'Close' })[0]).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Terms of Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms of Service' });
    expect(within(dialog).getByText(/governed by the laws of the State of Wyoming/)).toBeInTheDocument();
  });
});
