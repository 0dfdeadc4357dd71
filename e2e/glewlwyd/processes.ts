import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Ends a server this test started: SIGTERM, then SIGKILL if it has not exited in a few seconds. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (!running(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (running(child)) child.kill('SIGKILL');
}

/** Asked afresh each time: the child may exit while its stopper waits. */
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
