import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import type { NotificationPreferences, NotificationsState, PatchNotificationPreferencesBody } from '../../../../../shared/notifications.js';
import { SETTINGS_FAILED, SETTINGS_SAVED } from '../../api/update-setting';
import { NOTIFICATIONS_KEY } from '@/lib/notifications';

export const patchPreferences = (change: PatchNotificationPreferencesBody) =>
  apiRequest<NotificationPreferences>('PATCH', '/api/notifications/preferences', change);

export interface PreferenceChange {
  change: PatchNotificationPreferencesBody;
  /** A field's: shows the server's reasons next to it, answering whether it did (then there is no toast). */
  showIssues?: (error: Error) => boolean;
}

/** PATCH /api/notifications/preferences: shown at once, the old value back with a toast (or the reasons at the field) when it fails. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const setPreferences = (update: (p: NotificationPreferences) => NotificationPreferences) =>
    queryClient.setQueriesData<NotificationsState>(
      { queryKey: NOTIFICATIONS_KEY },
      (state) => state && { ...state, preferences: update(state.preferences) },
    );
  return useMutation({
    mutationFn: ({ change }: PreferenceChange) => patchPreferences(change),
    onMutate: async ({ change }) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const previous = queryClient.getQueriesData<NotificationsState>({ queryKey: NOTIFICATIONS_KEY });
      setPreferences((p) => ({ ...p, ...change }));
      return { previous };
    },
    onSuccess: (saved) => {
      setPreferences(() => saved);
      toast(SETTINGS_SAVED);
    },
    onError: (error, { showIssues }, context) => {
      context?.previous.forEach(([key, data]) => queryClient.setQueryData(key, data));
      if (!showIssues?.(error)) toast(SETTINGS_FAILED);
    },
    // The supplement groups show the times too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
