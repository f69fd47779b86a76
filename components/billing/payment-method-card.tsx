import { CreditCard } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PaymentMethodView } from "@/lib/billing/stripe-reads";
import { ManageButtons } from "./manage-buttons";

const brandNames = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  other: "Card",
} as const;

/** The card on file as Stripe has it (brand, last 4, expiry, Default), with Update and Manage. */
export function PaymentMethodCard({
  method,
  canManage,
}: {
  method: PaymentMethodView | null;
  canManage: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payment method</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {method ? (
          <div className="flex flex-wrap items-center gap-3" data-testid="payment-method">
            <CreditCard aria-hidden="true" className="size-8 text-slate-600" />
            <div>
              <p className="font-medium">
                {brandNames[method.brand]} ending in {method.last4}
              </p>
              <p className="text-sm text-muted-foreground">
                Expires {String(method.expMonth).padStart(2, "0")}/{method.expYear}
              </p>
            </div>
            {method.isDefault ? <Badge tone="green">Default</Badge> : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            No payment method on file. One is saved when you first pay.
          </p>
        )}
        <ManageButtons canManage={canManage} />
      </CardContent>
    </Card>
  );
}
