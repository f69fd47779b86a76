import Link from "next/link";
import { CircleCheck, CircleAlert, Copy, Merge } from "lucide-react";
import { importMatchWords } from "@/lib/leads/messages";
import { formatNumber } from "../lead-format";

export type UploadSummary = {
  imported: number;
  skipped: { row: number; reason: string }[];
  duplicates: number[];
  merged: number;
  possibleDuplicates: number;
  /** Exact counts: the lists above stop at 100,000 rows. */
  skippedCount?: number;
  duplicateCount?: number;
};

const duplicatesHref = "/leads/duplicates";

/** "2 merged into matching leads, 1 possible duplicate to review": what duplicate matching did with the file. */
function matchedSummary(merged: number, possibleDuplicates: number): string {
  return [
    merged > 0 ? importMatchWords.merged(merged) : null,
    possibleDuplicates > 0 ? importMatchWords.toReview(possibleDuplicates) : null,
  ]
    .filter(Boolean)
    .join(", ");
}

const shownRows = 50;

/** What one upload did: imported, merged and possibly duplicate leads, skipped rows with their reasons, duplicates. */
export function UploadResult({ result }: { result: UploadSummary }) {
  const { imported, skipped, duplicates, merged, possibleDuplicates } = result;
  const skippedCount = result.skippedCount ?? skipped.length;
  const duplicateCount = result.duplicateCount ?? duplicates.length;
  const moreSkipped = skippedCount - Math.min(skipped.length, shownRows);
  const moreDuplicates = duplicateCount - Math.min(duplicates.length, shownRows);
  return (
    <div className="grid gap-3 text-sm" aria-live="polite">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        {imported === 1 ? "1 lead imported" : `${formatNumber(imported)} leads imported`}
      </p>
      {merged > 0 || possibleDuplicates > 0 ? (
        <section className="grid gap-1" aria-labelledby="upload-merged">
          <h3 id="upload-merged" className="flex items-center gap-2 font-medium">
            <Merge aria-hidden="true" className="size-5 text-muted-foreground" />
            {matchedSummary(merged, possibleDuplicates)}
          </h3>
          <p className="text-muted-foreground">
            {merged > 0
              ? "Same email, phone or profile as a lead already here or earlier in the file: each was merged into it with every value and its source kept. "
              : null}
            <Link href={duplicatesHref} className="focus-ring rounded font-medium text-foreground underline">
              {possibleDuplicates > 0 ? "Review possible duplicates" : "See or undo merges"}
            </Link>
          </p>
        </section>
      ) : null}
      {skippedCount > 0 ? (
        <section className="grid gap-1" aria-labelledby="upload-skipped">
          <h3 id="upload-skipped" className="flex items-center gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="size-5 text-warning" />
            {skippedCount === 1 ? "1 row skipped" : `${formatNumber(skippedCount)} rows skipped`}
          </h3>
          <ul className="max-h-40 overflow-y-auto rounded-md border border-border bg-muted px-3 py-2">
            {skipped.slice(0, shownRows).map((item) => (
              <li key={item.row}>
                Row {formatNumber(item.row)}: {item.reason}
              </li>
            ))}
            {moreSkipped > 0 ? (
              <li className="text-muted-foreground">and {formatNumber(moreSkipped)} more</li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {duplicateCount > 0 ? (
        <section className="grid gap-1" aria-labelledby="upload-duplicates">
          <h3 id="upload-duplicates" className="flex items-center gap-2 font-medium">
            <Copy aria-hidden="true" className="size-5 text-muted-foreground" />
            {importMatchWords.duplicates(duplicateCount)}
          </h3>
          <p className="text-muted-foreground">
            Same email as a lead already in this workspace or earlier in the file. Rows:{" "}
            {duplicates.slice(0, shownRows).map(formatNumber).join(", ")}
            {moreDuplicates > 0 ? ` and ${formatNumber(moreDuplicates)} more` : ""}
          </p>
        </section>
      ) : null}
    </div>
  );
}
