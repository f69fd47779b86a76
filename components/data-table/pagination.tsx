import type { ReactNode } from "react";
import Link from "next/link";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button";

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

function PageLink({ href, label, icon }: { href?: string; label: string; icon: ReactNode }) {
  const className = buttonVariants({ variant: "outline", size: "icon", className: "size-9" });
  const content = (
    <>
      {icon}
      <span className="sr-only">{label}</span>
    </>
  );
  if (!href) {
    return (
      <span aria-disabled="true" className={cn(className, "text-muted-foreground")}>
        {content}
      </span>
    );
  }
  return (
    <Link href={href} className={className}>
      {content}
    </Link>
  );
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
      className={cn("flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between", className)}
    >
      <p className="text-muted-foreground">{summary}</p>
      <div className="flex items-center gap-2">
        <PageLink href={firstHref} label="First page" icon={<ChevronsLeft aria-hidden="true" />} />
        <PageLink href={prevHref} label="Previous page" icon={<ChevronLeft aria-hidden="true" />} />
        <span className="px-2 whitespace-nowrap text-foreground">{pageLabel}</span>
        <PageLink href={nextHref} label="Next page" icon={<ChevronRight aria-hidden="true" />} />
        <PageLink href={lastHref} label="Last page" icon={<ChevronsRight aria-hidden="true" />} />
      </div>
    </nav>
  );
}
