import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

/** "Newest" and "Older" for a newest-first history paged by keyset cursor; nothing when there is one page. */
export function HistoryPager({
  label,
  newestHref,
  olderHref,
}: {
  label: string;
  newestHref: string | null;
  olderHref: string | null;
}) {
  if (!newestHref && !olderHref) return null;
  return (
    <nav aria-label={label} className="flex gap-3">
      {newestHref ? (
        <Link href={newestHref} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Newest
        </Link>
      ) : null}
      {olderHref ? (
        <Link href={olderHref} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Older
        </Link>
      ) : null}
    </nav>
  );
}
