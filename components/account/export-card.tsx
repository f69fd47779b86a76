"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useMemo } from "react";
import { guardedAction } from "@/components/auth/form-action";
import { useWorkspaceTimeZone } from "@/components/shell/workspace-time-zone";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useResultToasts } from "@/components/ui/use-result-toasts";
import { EXPORT_RETENTION_DAYS } from "@/lib/account/data-export/retention";
import { formatDateTime } from "@/lib/format/dates";
import type { ActionResult } from "@/lib/server/action-result";
import { toastError } from "@/lib/toast";

export type LatestExport = {
  id: string;
  status: "queued" | "running" | "ready" | "failed";
  createdAt: string;
  sizeBytes: number | null;
};
type Action = (prev: ActionResult | undefined, input: FormData) => Promise<ActionResult>;

const POLL_MS = 3000;

function size(bytes: number | null): string {
  if (bytes === null) return "";
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Asks for a fresh signed link (it expires in minutes) and follows it; the zip comes as an attachment. */
async function download(id: string) {
  try {
    const response = await fetch(`/api/data-exports/${id}`);
    const body = (await response.json()) as { data?: { url?: string }; error?: string; message?: string };
    if (!response.ok || !body.data?.url)
      return toastError(
        body.message ?? body.error ?? "The export could not be downloaded. Please try again.",
      );
    window.location.assign(body.data.url);
  } catch {
    toastError("The export could not be downloaded. Please try again.");
  }
}

/** "Export my data": starts the export job, shows its progress, and links the finished zip. */
export function ExportCard({
  latest,
  canExport,
  action,
}: {
  latest: LatestExport | null;
  canExport: boolean;
  action: Action;
}) {
  const router = useRouter();
  const timeZone = useWorkspaceTimeZone();
  const start = useMemo(() => guardedAction(action), [action]);
  const [state, formAction, pending] = useActionState(start, { status: "idle" });
  const preparing = latest?.status === "queued" || latest?.status === "running";

  useResultToasts(state);

  // While the job works, the page re-reads its status so the download link appears by itself.
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => router.refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [preparing, router]);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Export my data</CardTitle>
        <CardDescription>
          A zip of every record your workspace holds (JSON) with your leads, lists and projects as CSV. We
          notify you and email you a link when it is ready; it is kept for {EXPORT_RETENTION_DAYS} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {canExport ? (
          <form action={formAction}>
            <Button type="submit" variant="outline" loading={pending || preparing}>
              {preparing ? "Preparing export..." : "Export my data"}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">
            Only the workspace owner and admins can export its data.
          </p>
        )}
        <div role="status" aria-live="polite" className="text-sm">
          {latest?.status === "ready" ? (
            <p>
              Your export from {formatDateTime(latest.createdAt, timeZone)} is ready ({size(latest.sizeBytes)}
              ).{" "}
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                onClick={() => void download(latest.id)}
              >
                Download export
              </Button>
            </p>
          ) : latest?.status === "failed" ? (
            <p className="text-danger">The last export failed. Please try again.</p>
          ) : preparing ? (
            <p>Your export is being prepared.</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
