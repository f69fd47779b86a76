"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { useWorkspaceTimeZone } from "@/components/shell/workspace-time-zone";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { PlanChangePreview } from "@/lib/billing/plan-change-preview";
import { formatMoney } from "./format";
import { describePlanChange } from "./plan-change-summary";

type Answer<T> = { message?: string; data?: T };

async function call<T>(path: string, init?: RequestInit): Promise<{ ok: boolean; answer: Answer<T> }> {
  try {
    const response = await fetch(path, init);
    return { ok: response.ok, answer: (await response.json().catch(() => ({}))) as Answer<T> };
  } catch {
    return { ok: false, answer: { message: "Could not reach the server. Please try again." } };
  }
}

/**
 * Moves a paid plan to another paid plan: first Stripe's preview (the charge or credit now, the credits
 * added, the next renewal) in a dialog, and only on confirmation the change itself.
 */
export function PlanChangeButton({
  code,
  planName,
  children,
  variant = "default",
  disabled,
  className,
}: {
  code: string;
  planName: string;
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
  className?: string;
}) {
  const router = useRouter();
  const timeZone = useWorkspaceTimeZone();
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState(false);

  async function open() {
    setLoading(true);
    const { ok, answer } = await call<PlanChangePreview>(
      `/api/billing/plan-change?productCode=${encodeURIComponent(code)}`,
    );
    setLoading(false);
    if (!ok || !answer.data) return void toast.error(answer.message ?? "Could not preview the plan change.");
    setPreview(answer.data);
  }

  async function confirm() {
    if (!preview) return;
    setPending(true);
    const { ok, answer } = await call(`/api/billing/plan-change`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productCode: code, prorationDate: preview.prorationDate }),
    });
    setPending(false);
    if (!ok) return void toast.error(answer.message ?? "The plan could not be changed.");
    setPreview(null);
    toast.success(answer.message ?? `Your plan is now ${planName}.`);
    router.refresh();
  }

  return (
    <>
      <Button
        type="button"
        variant={variant}
        disabled={disabled || loading}
        loading={loading}
        onClick={open}
        className={className}
      >
        {children}
      </Button>
      {preview ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : setPreview(null))}
          title={`Change to ${planName}?`}
          description={
            <span className="grid gap-2" data-testid="plan-change-preview">
              {describePlanChange(preview, timeZone).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          }
          confirmLabel={
            preview.amountCents > 0
              ? `Pay ${formatMoney(preview.amountCents, preview.currency)} and change`
              : "Change plan"
          }
          pending={pending}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}
