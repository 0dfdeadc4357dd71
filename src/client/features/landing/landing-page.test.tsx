import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@/test/handlers';
import { renderWithApp } from '@/test/render';
import type { IdentityProvider } from '../../../shared/sign-in.js';
import { LandingPage } from './landing-page';

const glewlwyd: IdentityProvider = { builtIn: false, name: 'id.example.org', signUpPage: false, signOut: true };

function signedOutWith(state: string) {
  document.cookie = `willow_signed_out=${state}; Path=/`;
}

describe('landing page with an external identity provider', () => {
  afterEach(() => {
    document.cookie = 'willow_signed_out=; Max-Age=0; Path=/';
    vi.restoreAllMocks();
  });

  it('says both buttons open the provider’s sign-in page when it has no sign-up page', async () => {
    answer('get', '/api/auth/identity-provider', () => HttpResponse.json(glewlwyd));
    renderWithApp(<LandingPage />, { user: null });
    expect(await screen.findByText(/Both take you to the sign-in page at id\.example\.org/)).toBeInTheDocument();
  });

  it('says nothing more when the provider opens a sign-up page for Start Your Journey, or when sign-in is Willow’s own', async () => {
    answer('get', '/api/auth/identity-provider', () => HttpResponse.json({ ...glewlwyd, signUpPage: true }));
    renderWithApp(<LandingPage />, { user: null });
    await screen.findByRole('button', { name: 'Start Your Journey' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/sign-in page at/)).not.toBeInTheDocument();
  });

  it('after signing out of Willow, offers to sign out of the provider too, once', async () => {
    answer('get', '/api/auth/identity-provider', () => HttpResponse.json(glewlwyd));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    signedOutWith('willow');
    renderWithApp(<LandingPage />, { user: null });
    expect(screen.getByRole('status')).toHaveTextContent('You have signed out of Willow. You are still signed in at');
    (await screen.findByRole('button', { name: 'Sign out of your identity provider too' })).click();
    expect(assign).toHaveBeenCalledWith('/api/logout?identityProvider=true');
    expect(document.cookie).not.toContain('willow_signed_out');
  });

  it('says the provider was asked to sign the person out too', () => {
    signedOutWith('identity-provider');
    renderWithApp(<LandingPage />, { user: null });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have signed out of Willow, and your identity provider was asked to sign you out too.',
    );
    expect(screen.queryByRole('button', { name: 'Sign out of your identity provider too' })).not.toBeInTheDocument();
  });

  it('ignores a notice it does not know', () => {
    signedOutWith('everything');
    renderWithApp(<LandingPage />, { user: null });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
