import { z } from 'zod';
import { fieldLabel, type FieldKey } from './field-labels.js';

/** The years a date or timestamp may fall in: wide enough for any real log, narrow enough for every database. */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;

const EARLIEST = Date.UTC(EARLIEST_YEAR, 0, 1);
const AFTER_LATEST = Date.UTC(LATEST_YEAR + 1, 0, 1);

/** An ISO date-time with a zone (Z or ±hh:mm) whose instant falls between 1900 and 2100. */
export const isoTimestamp = (key: FieldKey) =>
  z.iso.datetime({ offset: true, error: `${fieldLabel(key)} must be a date and time such as 2026-11-22T08:30:00Z` }).refine(
    (value) => {
      const instant = Date.parse(value);
      return instant >= EARLIEST && instant < AFTER_LATEST;
    },
    `${fieldLabel(key)} must be a time between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}`,
  );

/** How far ahead of the server's clock a device's clock may run before its "now" counts as the future. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** When something happened: an ISO date-time (as above) that is not in the future. */
export const pastTimestamp = (key: FieldKey) =>
  isoTimestamp(key).refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, `${fieldLabel(key)} must not be in the future`);
