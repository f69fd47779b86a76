import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** Spec section 8: the referrals' signed-out state (a session that ended), with Go to Sign In and Retry. */
export function ReferralsSignedOut({ retryHref }: { retryHref: string }) {
  return (
    <EmptyState
      title="Please sign in to view your referrals."
      action={
        <div className="flex gap-3">
          <Link href={`/signin?callbackUrl=${encodeURIComponent(retryHref)}`} className={buttonVariants({})}>
            Go to Sign In
          </Link>
          <Link href={retryHref} className={buttonVariants({ variant: "outline" })}>
            Retry
          </Link>
        </div>
      }
    />
  );
}
