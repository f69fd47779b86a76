import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { creditPacks } from "@/lib/plans/catalog";
import type { BalanceView } from "@/lib/billing/overview";
import { CheckoutButton } from "./checkout-button";
import { creditsFormat } from "./format";
import { UsageBar } from "./usage-bar";

/** The balance, this period's usage and the top-up packs. */
export function CreditsCard({ balance, canBuy }: { balance: BalanceView; canBuy: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Credits</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p>
          <span className="text-3xl font-bold" data-testid="credits-balance">
            {creditsFormat.format(balance.balance)}
          </span>{" "}
          <span className="text-muted-foreground">credits available</span>
        </p>
        <UsageBar used={balance.creditsUsed} total={balance.creditsTotal} planCredits={balance.planCredits} />
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Top up</h3>
          <div className="flex flex-wrap gap-2">
            {creditPacks.map((pack) => (
              <CheckoutButton
                key={pack.code}
                kind="pack"
                code={pack.code}
                variant="outline"
                disabled={!canBuy}
              >
                +{creditsFormat.format(pack.credits)} for ${pack.price}
              </CheckoutButton>
            ))}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
