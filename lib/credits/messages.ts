/** Client-safe credit messages: the scraping screens show them as they are, with a link to /billing. */

export const BILLING_HREF = "/billing";

export function formatCredits(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 2 });
}

/**
 * Said on a source before anything is filled in when the balance does not pay for one of its leads; only
 * the owner can buy credits, so anyone else is told whom to ask.
 */
export function shortOfCreditsMessage(
  creditsPerLead: number,
  balance: number,
  canBuy: boolean,
): string | null {
  if (balance >= creditsPerLead) return null;
  const next = canBuy
    ? "Buy more credits on the Billing page."
    : "Ask the workspace owner to buy more credits.";
  return `Not enough credits: one lead costs ${formatCredits(creditsPerLead)} and your balance is ${formatCredits(Math.max(0, balance))}. ${next}`;
}

export function notEnoughCreditsMessage(need: number, balance: number): string {
  return `Not enough credits: this scrape needs ${formatCredits(need)} credits and your balance is ${formatCredits(Math.max(0, balance))}. Buy more credits on the Billing page (${BILLING_HREF}).`;
}
