import { Coins } from "lucide-react";
import Link from "next/link";

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** The workspace's live credit balance (zero is a real value), linking to billing. */
export function CreditsChip({ balance, billingHref }: { balance: number; billingHref: string }) {
  return (
    <Link
      href={billingHref}
      className="focus-ring inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-1 text-sm font-medium whitespace-nowrap text-indigo-800 hover:bg-indigo-100 sm:gap-1.5 sm:px-3"
    >
      <Coins aria-hidden="true" className="size-4" />
      <span data-testid="credits-chip">{numberFormat.format(balance)} Credits</span>
    </Link>
  );
}
