const DEFAULT_PERIOD_DAYS = 30;

/** Spec part 3 section 4: a missing period end defaults to 30 days ahead. */
export function defaultPeriodEnd(end: Date | null | undefined, now: Date = new Date()): Date {
  return end ?? new Date(now.getTime() + DEFAULT_PERIOD_DAYS * 24 * 60 * 60 * 1000);
}

/** The start of the current usage period: the subscription's, else the first of this month (UTC). */
export function periodStart(start: Date | null | undefined, now: Date = new Date()): Date {
  return start ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
