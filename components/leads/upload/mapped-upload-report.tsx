import { UploadResult, type UploadSummary } from "./upload-result";

export type MappedUploadSummary = UploadSummary & { columns?: { custom: string[]; dropped: string[] } };

/** The upload's report with what happened to the columns that are not contact fields. */
export function MappedUploadReport({ result }: { result: MappedUploadSummary }) {
  const custom = result.columns?.custom ?? [];
  const dropped = result.columns?.dropped ?? [];
  return (
    <div className="grid gap-3 text-sm">
      <UploadResult result={result} />
      {custom.length ? (
        <p>
          <span className="font-medium">Kept as custom fields:</span> {custom.join(", ")}
        </p>
      ) : null}
      {dropped.length ? (
        <p>
          <span className="font-medium">Dropped:</span> {dropped.join(", ")}
        </p>
      ) : null}
    </div>
  );
}
