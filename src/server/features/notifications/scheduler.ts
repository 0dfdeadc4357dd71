import type { NotificationDeps } from './deliveries.js';
import { runNotificationTick } from './deliveries.js';

export interface SchedulerOptions {
  /** The time; tests pass a fake clock. */
  now?: () => Date;
}

/**
 * Runs the notification tick once a minute, a second after each minute starts (reminders are
 * set to the minute). A tick that is still running when the next is due is not doubled.
 * Answers a stop function that waits for a running tick to finish.
 */
export function startNotificationScheduler(deps: NotificationDeps, { now = () => new Date() }: SchedulerOptions = {}): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const wait = 60_000 - (now().getTime() % 60_000) + 1000;
    timer = setTimeout(tick, wait);
    timer.unref();
  };
  const tick = () => {
    running ??= runNotificationTick(deps, now())
      .then((result) => {
        if (result.sent) deps.log?.info(result, 'notifications sent');
      })
      .catch((err: unknown) => deps.log?.warn({ err }, 'notification tick failed'))
      .finally(() => {
        running = undefined;
        schedule();
      });
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
