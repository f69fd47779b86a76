/** When the free plan's credits next arrive: the first of next month (UTC), when the monthly job grants them. */
export function nextFreeCreditsDate(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The start of the current usage period: the subscription's, else the first of this month (UTC). */
export function periodStart(start: Date | null | undefined, now: Date = new Date()): Date {
  return start ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
