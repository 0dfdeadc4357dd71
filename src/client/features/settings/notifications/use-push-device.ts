import { useCallback, useEffect, useState } from 'react';
import { currentSubscription, permission, pushSupport, type PushSupport } from './push-device';

export interface PushDeviceState {
  support: PushSupport;
  permission: NotificationPermission;
  /** This browser's push endpoint when it is subscribed; null when not; undefined while checking. */
  endpoint: string | null | undefined;
  refresh: () => Promise<void>;
}

/** This browser's notification state: support, permission and subscription, read again on refresh(). */
export function usePushDevice(): PushDeviceState {
  const [state, setState] = useState<Omit<PushDeviceState, 'refresh'>>(() => ({
    support: pushSupport(),
    permission: permission(),
    endpoint: undefined,
  }));
  const refresh = useCallback(async () => {
    const subscription = await currentSubscription().catch(() => null);
    setState({ support: pushSupport(), permission: permission(), endpoint: subscription?.endpoint ?? null });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { ...state, refresh };
}
