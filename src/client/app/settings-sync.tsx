import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { patchSetting, settingsQueryOptions, useSettings } from '@/lib/settings';
import { setErrorReporting } from '@/lib/error-reporting';
import { applyTheme, followSystemTheme, type Theme } from '@/lib/theme';

/** The longest the time-zone check waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * For a signed-in person: applies settings.theme once settings load (and follows the device
 * while it is 'system'), and stores the browser's time zone when it differs (daily quotas
 * reset at the person's midnight), and turns crash reporting on or off with analyticsOptIn.
 * Renders nothing.
 */
export function SettingsSync() {
  const queryClient = useQueryClient();
  const settings = useSettings(true);
  const theme = useRef<Theme>('system');
  const zoneSent = useRef(false);

  useEffect(() => followSystemTheme(() => theme.current), []);

  useEffect(() => {
    if (!settings.data) return;
    theme.current = settings.data.theme;
    applyTheme(settings.data.theme);
    setErrorReporting(settings.data.analyticsOptIn);
    const saved = settings.data.timeZone;
    // The browser's first Intl.DateTimeFormat loads its time-zone data (tens of milliseconds on a
    // phone), so the zone is read once the first screen is up rather than while it renders.
    return whenIdle(() => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (!zone || zone === saved || zoneSent.current) return;
      zoneSent.current = true;
      patchSetting({ timeZone: zone })
        .then((next) => queryClient.setQueryData(settingsQueryOptions().queryKey, next))
        .catch(() => {});
    });
  }, [settings.data, queryClient]);

  return null;
}

/** Runs `task` when the browser is idle (soon after, where it cannot say); answers a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 0);
  return () => window.clearTimeout(timer);
}
