/** Client-safe credit messages: the scraping screens show them as they are, with a link to /billing. */

export const BILLING_HREF = "/billing";

export function formatCredits(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 2 });
}

export function notEnoughCreditsMessage(need: number, balance: number): string {
  return `Not enough credits: this scrape needs ${formatCredits(need)} credits and your balance is ${formatCredits(Math.max(0, balance))}. Buy more credits on the Billing page (${BILLING_HREF}).`;
}
