import Link from "next/link";
import { cn } from "@/lib/utils";
import styles from "./data-table.module.css";

export type PaginationProps = {
  /** e.g. "Showing 1 to 50 of 1,234" */
  summary: string;
  /** e.g. "Page 1 of 25" */
  pageLabel: string;
  prevHref?: string;
  nextHref?: string;
  firstHref?: string;
  lastHref?: string;
  className?: string;
};

type PageIcon = "first" | "prev" | "next" | "last";

/** The icon is drawn by the pager's CSS from data-icon; the label names the link. */
function PageLink({ href, label, icon }: { href?: string; label: string; icon: PageIcon }) {
  if (!href)
    return (
      <span aria-disabled="true" data-icon={icon}>
        <span className="sr-only">{label}</span>
      </span>
    );
  return <Link href={href} prefetch={false} aria-label={label} data-icon={icon} />;
}

export function Pagination({
  summary,
  pageLabel,
  prevHref,
  nextHref,
  firstHref,
  lastHref,
  className,
}: PaginationProps) {
  return (
    <nav
      aria-label="Pagination"
      className={cn(
        "flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between",
        styles.pager,
        className,
      )}
    >
      <p className="text-muted-foreground">{summary}</p>
      <div className="flex items-center gap-2">
        <PageLink href={firstHref} label="First page" icon="first" />
        <PageLink href={prevHref} label="Previous page" icon="prev" />
        <span className="px-2 whitespace-nowrap text-foreground">{pageLabel}</span>
        <PageLink href={nextHref} label="Next page" icon="next" />
        <PageLink href={lastHref} label="Last page" icon="last" />
      </div>
    </nav>
  );
}
