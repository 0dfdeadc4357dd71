import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { patchSetting, settingsQueryOptions, useSettings } from '@/lib/settings';
import { setErrorReporting } from '@/lib/error-reporting';
import { applyTheme, followSystemTheme, type Theme } from '@/lib/theme';

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
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && zone !== settings.data.timeZone && !zoneSent.current) {
      zoneSent.current = true;
      patchSetting({ timeZone: zone })
        .then((next) => queryClient.setQueryData(settingsQueryOptions().queryKey, next))
        .catch(() => {});
    }
  }, [settings.data, queryClient]);

  return null;
}
