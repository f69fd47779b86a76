import { CircleCheck, CircleAlert, Copy } from "lucide-react";
import { formatNumber } from "../lead-format";

export type UploadSummary = {
  imported: number;
  skipped: { row: number; reason: string }[];
  duplicates: number[];
};

const shownRows = 50;

/** What one upload did: imported, skipped rows with their numbers and reasons, duplicates. */
export function UploadResult({ result }: { result: UploadSummary }) {
  const { imported, skipped, duplicates } = result;
  return (
    <div className="grid gap-3 text-sm" aria-live="polite">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        {imported === 1 ? "1 lead imported" : `${formatNumber(imported)} leads imported`}
      </p>
      {skipped.length > 0 ? (
        <section className="grid gap-1" aria-labelledby="upload-skipped">
          <h3 id="upload-skipped" className="flex items-center gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="size-5 text-warning" />
            {skipped.length === 1 ? "1 row skipped" : `${formatNumber(skipped.length)} rows skipped`}
          </h3>
          <ul className="max-h-40 overflow-y-auto rounded-md border border-border bg-muted px-3 py-2">
            {skipped.slice(0, shownRows).map((item) => (
              <li key={item.row}>
                Row {formatNumber(item.row)}: {item.reason}
              </li>
            ))}
            {skipped.length > shownRows ? (
              <li className="text-muted-foreground">and {formatNumber(skipped.length - shownRows)} more</li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {duplicates.length > 0 ? (
        <section className="grid gap-1" aria-labelledby="upload-duplicates">
          <h3 id="upload-duplicates" className="flex items-center gap-2 font-medium">
            <Copy aria-hidden="true" className="size-5 text-muted-foreground" />
            {duplicates.length === 1
              ? "1 duplicate not imported"
              : `${formatNumber(duplicates.length)} duplicates not imported`}
          </h3>
          <p className="text-muted-foreground">
            Same email as a lead already in this workspace or earlier in the file. Rows:{" "}
            {duplicates.slice(0, shownRows).map(formatNumber).join(", ")}
            {duplicates.length > shownRows ? ` and ${formatNumber(duplicates.length - shownRows)} more` : ""}
          </p>
        </section>
      ) : null}
    </div>
  );
}
