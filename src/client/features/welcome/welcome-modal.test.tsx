import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { captureInstallPrompt } from '@/lib/pwa';
import { AddToHomeScreen, WelcomeModal } from './welcome-modal';

describe('welcome modal', () => {
  it('tells how to add Willow to the home screen', () => {
    renderWithApp(<WelcomeModal open />, { user: testUser({ onboardingCompletedAt: '2025-09-11T10:00:00Z' }) });
    expect(screen.getByText('Add to Home Screen')).toBeInTheDocument();
    expect(screen.getByText(/tap Share in Safari, then “Add to Home Screen”/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install Willow' })).not.toBeInTheDocument();
  });

  it('offers Install when the browser does, and asks the browser on tap', async () => {
    captureInstallPrompt();
    renderWithApp(<AddToHomeScreen />);
    const prompt = vi.fn().mockResolvedValue(undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install Willow' }));
    expect(prompt).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Install Willow' })).not.toBeInTheDocument();
  });
});
