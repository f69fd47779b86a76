import { getPlan } from "@/lib/plans/catalog";
import type { PlanChangePreview } from "@/lib/billing/plan-change-preview";
import { formatDate } from "@/lib/format/dates";
import { creditsFormat, formatMoney } from "./format";

/** What a plan change will do, in words, from Stripe's preview: the charge or credit now, the credits, the next renewal. */
export function describePlanChange(preview: PlanChangePreview, timeZone: string): string[] {
  const from = getPlan(preview.from);
  const to = getPlan(preview.to);
  const money = formatMoney(Math.abs(preview.amountCents), preview.currency);
  const renewal = preview.nextBillingDate
    ? `From ${formatDate(preview.nextBillingDate, timeZone)}`
    : "From your next billing date";
  const now =
    preview.amountCents >= 0
      ? `You are charged ${money} now for the rest of this period: ${to.name} prorated, less the unused time on ${from.name}.`
      : `Nothing is charged now: ${money} for the unused time on ${from.name} is credited toward your next invoices.`;
  const credits =
    preview.creditsNow > 0
      ? `${creditsFormat.format(preview.creditsNow)} credits are added at once.`
      : "Your credits stay as they are until then.";
  return [
    now,
    credits,
    `${renewal} you pay $${to.price} a month and get ${creditsFormat.format(preview.monthlyCredits)} credits each month.`,
  ];
}
