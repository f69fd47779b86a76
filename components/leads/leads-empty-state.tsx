import Link from "next/link";
import { Inbox, SearchX } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadSampleDataButton } from "./load-sample-data-button";

/** An empty workspace: how leads arrive, and sample data to look around with. */
export function NoLeadsYet() {
  return (
    <EmptyState
      icon={<Inbox />}
      title="No leads yet"
      description="Scrape leads from a source, upload a CSV file with Upload Leads, or load 50 sample leads to explore the page."
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <LoadSampleDataButton />
          <Link href="/scrape" className={buttonVariants({ variant: "default" })}>
            Start scraping
          </Link>
        </div>
      }
    />
  );
}

export function NoMatchingLeads({ clearHref, message }: { clearHref: string; message: string }) {
  return (
    <EmptyState
      icon={<SearchX />}
      title="No leads found"
      description={message}
      action={
        <Link href={clearHref} className={buttonVariants({ variant: "outline" })}>
          Clear search and filters
        </Link>
      }
    />
  );
}
