"use client";

import { useState, type ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { goToCheckout } from "./billing-request";

/** A button that starts Checkout for a plan (`productCode`) or a pack (`packCode`). */
export function CheckoutButton({
  kind,
  code,
  children,
  variant = "default",
  disabled,
  className,
}: {
  kind: "plan" | "pack";
  code: string;
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
  className?: string;
}) {
  const [pending, setPending] = useState(false);
  async function start() {
    setPending(true);
    const leaving =
      kind === "plan"
        ? await goToCheckout("/api/billing/checkout", { productCode: code })
        : await goToCheckout("/api/billing/checkout-credits", { packCode: code });
    if (!leaving) setPending(false);
  }
  return (
    <Button
      type="button"
      variant={variant}
      disabled={disabled || pending}
      loading={pending}
      onClick={start}
      className={className}
    >
      {children}
    </Button>
  );
}
