import { formatWhen } from "@/lib/format/dates";

/** How fast one sending identity may send: a delay between messages and a limit per day in a time zone. */
export type PaceRule = { identityId: string; delaySeconds: number; dailyLimit: number; timeZone: string };

/** What a sending campaign's card and detail say while it waits for its pace or for tomorrow's limit. */
export function waitNote(
  reason: "pace" | "daily_limit",
  until: Date,
  rule: Pick<PaceRule, "delaySeconds" | "timeZone">,
): string {
  const when = formatWhen(until, rule.timeZone);
  if (reason === "daily_limit") return `Daily limit reached; sending resumes ${when}`;
  const minutes = Math.max(1, Math.round(rule.delaySeconds / 60));
  return `One message every ${minutes === 1 ? "minute" : `${minutes} minutes`}; the next goes out ${when}`;
}
