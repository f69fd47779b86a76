import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import type { Plan } from "@/lib/plans/catalog";
import { isBillingConfigured } from "@/lib/billing/stripe";
import { BillingNotices } from "./billing-notices";
import { CheckoutButton } from "./checkout-button";

/** The plan picked on the sign-up page, offered once after the first sign-in; Skip keeps Starter. */
export function ChosenPlanPrompt({ plan }: { plan: Plan }) {
  const configured = isBillingConfigured();
  return (
    <div className="mx-auto grid max-w-lg gap-4 p-4 sm:p-8">
      <BillingNotices configured={configured} canChange />
      <Card>
        <CardHeader>
          <h1 className="text-lg leading-tight font-semibold">Finish upgrading to {plan.name}</h1>
          <CardDescription>
            You chose the {plan.name} plan when you signed up: ${plan.price} / {plan.period},{" "}
            {plan.monthlyCredits.toLocaleString("en-US")} credits every month. Payment is handled by Stripe.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="list-disc pl-5 text-sm">
            {plan.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="flex-wrap">
          <CheckoutButton kind="plan" code={plan.id} disabled={!configured}>
            Continue to checkout
          </CheckoutButton>
          <Link href="/dashboard" className={buttonVariants({ variant: "ghost" })}>
            Skip, stay on Starter
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
