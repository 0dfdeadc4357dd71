import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import { getSettings } from '../settings/service.js';

/** The error a person asks for from Privacy Settings, so they can see crash reporting work. */
export class TestCrashError extends Error {
  constructor() {
    super('Test crash requested from Privacy Settings (backend)');
    this.name = 'TestCrashError';
  }
}

export const crashReportingOff = () => new HttpError(400, 'CRASH_REPORTING_OFF', 'Enable crash reporting first');

/**
 * Crash reporting follows the person's analyticsOptIn (app-spec section 4): reports go to the
 * server log (and so to whatever collects it) only while it is exactly true.
 */
export const reportsCrashes = async (db: Db, userId: string) => (await getSettings(db, userId)).analyticsOptIn === true;
