"use client";

import Link from "next/link";
import { useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { Button, buttonVariants } from "@/components/ui/button";
import { columnLabel } from "@/lib/scraping/column-labels";
import { scrapingMessages } from "@/lib/scraping/messages";
import type { RunView } from "@/lib/scraping/run-view";
import type { RunResults } from "./scrape-api";

const PAGE = 10;

const downloadsFor = (platform: string) =>
  platform === "web" || platform === "image-to-word"
    ? ([
        ["csv", "Excel"],
        ["doc", "Word"],
        ["md", "Markdown"],
        ["txt", "Text"],
      ] as const)
    : ([["csv", "Excel"]] as const);

/** The results table: 10 rows a page, the first 50 rows, downloads of every row. */
export function ResultsPanel({ run, results }: { run: RunView; results: RunResults | null }) {
  const [page, setPage] = useState(0);
  if (!results) return <p className="text-sm text-muted-foreground">Loading results…</p>;
  const pages = Math.max(1, Math.ceil(results.data.length / PAGE));
  const rows = results.data.slice(page * PAGE, page * PAGE + PAGE);
  return (
    <section aria-labelledby="results-title" className="space-y-3" data-testid="scrape-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="results-title" className="font-semibold">
          Results ({results.total} lead{results.total === 1 ? "" : "s"} saved)
        </h3>
        <div className="flex flex-wrap gap-2">
          {results.total > 0 &&
            downloadsFor(run.platform).map(([format, label]) => (
              <a
                key={format}
                href={`/api/scraping/runs/${run.id}/results?format=${format}`}
                download
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Download {label}
              </a>
            ))}
          <Link href="/leads" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            View in Leads
          </Link>
        </div>
      </div>
      {results.truncated && <p className="text-sm text-amber-700">{scrapingMessages.showingFirst50}</p>}
      {results.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No leads were found.</p>
      ) : (
        <DataTable
          caption="Scrape results"
          columns={results.columns.map((c) => ({
            id: c,
            header: columnLabel(c),
            className: "max-w-xs break-words whitespace-pre-line",
          }))}
          rows={rows.map((row) => results.columns.map((c) => row[c] ?? ""))}
        />
      )}
      {pages > 1 && (
        <nav aria-label="Results pages" className="flex items-center gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
