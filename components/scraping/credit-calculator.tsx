import Link from "next/link";
import { estimateCredits, type PlatformDefinition } from "@/lib/scraping/platforms";
import { BILLING_HREF, formatCredits } from "@/lib/credits/messages";

/** Credits = estimate x credits per lead; USD = credits x 0.01 (spec part 2 section 9), against the balance. */
export function CreditCalculator({
  platform,
  estimate,
  balance,
}: {
  platform: PlatformDefinition;
  estimate: number;
  balance: number;
}) {
  const { credits, usd } = estimateCredits(platform, estimate);
  const short = balance < credits;
  return (
    <section aria-labelledby="credit-calculator-title" className="rounded-lg border bg-slate-50 p-4 text-sm">
      <h3 id="credit-calculator-title" className="mb-2 font-semibold">
        Credit calculator
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Estimated leads</dt>
        <dd data-testid="calc-leads">{estimate.toLocaleString("en-US")}</dd>
        <dt className="text-muted-foreground">Credits per lead</dt>
        <dd>{platform.creditsPerLead}</dd>
        <dt className="text-muted-foreground">Total credits</dt>
        <dd data-testid="calc-credits" className="font-semibold">
          {formatCredits(credits)}
        </dd>
        <dt className="text-muted-foreground">Estimated cost</dt>
        <dd data-testid="calc-usd">${usd}</dd>
        <dt className="text-muted-foreground">Your balance</dt>
        <dd>{formatCredits(balance)} credits</dd>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        Credits are reserved when the scrape starts; you are charged only for the leads saved.
      </p>
      {short && (
        <p className="mt-2 text-xs text-danger">
          This needs more credits than you have.{" "}
          <Link href={BILLING_HREF} className="underline">
            Buy credits
          </Link>
        </p>
      )}
    </section>
  );
}
