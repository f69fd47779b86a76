import { CircleCheck, CircleX } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";

/** The frame of the public payment result pages. */
export function CheckoutResult({
  ok,
  title,
  children,
  action,
}: {
  ok: boolean;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <Icon aria-hidden="true" className={ok ? "size-12 text-green-700" : "size-12 text-slate-600"} />
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
      {action ?? (
        <Link href="/settings?tab=subscription" className={buttonVariants({ size: "lg" })}>
          Back to Subscription
        </Link>
      )}
    </main>
  );
}
