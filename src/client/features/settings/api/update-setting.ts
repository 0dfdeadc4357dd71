import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { patchSetting, settingsQueryOptions } from '@/lib/settings';
import type { Settings } from '../../../../shared/settings.js';

export const SETTINGS_SAVED = { title: 'Settings updated', description: 'Your preferences have been saved successfully.' } as const;
export const SETTINGS_FAILED = {
  title: 'Error',
  description: 'Failed to update settings. Please try again.',
  variant: 'destructive',
} as const;

type Change = { [K in keyof Settings]: { key: K; value: Settings[K] } }[keyof Settings];

/**
 * PATCH /api/settings with one key (app-spec section 7). The page shows the new value at once;
 * the saved settings from the answer replace the cache ('Settings updated'), and a failure puts
 * the old value back ('Failed to update settings. Please try again.', unless `showIssues`, a
 * form's, shows the server's reasons next to its fields).
 */
export function useUpdateSetting({ showIssues }: { showIssues?: (error: Error) => boolean } = {}) {
  const queryClient = useQueryClient();
  const key = settingsQueryOptions().queryKey;
  return useMutation({
    mutationFn: ({ key: name, value }: Change) => patchSetting({ [name]: value }),
    onMutate: async ({ key: name, value }: Change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Settings>(key);
      if (previous) queryClient.setQueryData<Settings>(key, { ...previous, [name]: value });
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      toast(SETTINGS_SAVED);
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (!showIssues?.(error)) toast(SETTINGS_FAILED);
    },
  });
}

/** `update('theme', 'dark')`: one typed key and value. */
export function useSettingUpdater() {
  const mutation = useUpdateSetting();
  const update = <K extends keyof Settings>(key: K, value: Settings[K]) => mutation.mutate({ key, value } as Change);
  return { update, pending: mutation.isPending };
}
