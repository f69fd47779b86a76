/** How fast one sending identity may send: a delay between messages and a limit per day in a time zone. */
export type PaceRule = { identityId: string; delaySeconds: number; dailyLimit: number; timeZone: string };
