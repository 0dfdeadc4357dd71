import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { DEFAULT_SETTINGS, type PatchSettingsBody, type Settings } from '../../shared/settings.js';
import { SettingsSync } from './settings-sync';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const otherZone = browserZone === 'Pacific/Kiritimati' ? 'Europe/Berlin' : 'Pacific/Kiritimati';

describe('settings sync', () => {
  it('stores the browser’s time zone once when the saved one differs, so quotas reset at the person’s midnight', async () => {
    answer('get', '/api/settings', () => HttpResponse.json<Settings>({ ...DEFAULT_SETTINGS, timeZone: otherZone }));
    const patches = answer<PatchSettingsBody>('patch', '/api/settings', (body) =>
      HttpResponse.json<Settings>({ ...DEFAULT_SETTINGS, ...body }),
    );
    renderWithApp(<SettingsSync />, { user: testUser() });
    await waitFor(() => expect(patches.bodies).toEqual([{ timeZone: browserZone }]));
  });

  it('leaves a saved zone that matches the browser’s alone', async () => {
    answer('get', '/api/settings', () => HttpResponse.json<Settings>({ ...DEFAULT_SETTINGS, theme: 'dark', timeZone: browserZone }));
    const patches = answer('patch', '/api/settings', () => HttpResponse.json(DEFAULT_SETTINGS));
    renderWithApp(<SettingsSync />, { user: testUser() });
    await waitFor(() => expect(document.documentElement).toHaveClass('dark')); // the settings arrived
    // The check runs when the browser is idle (a zero timer in jsdom, which lacks requestIdleCallback): let it pass.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(patches.bodies).toEqual([]);
  });
});
