import "server-only";
import { logActivity } from "@/lib/activity/log";
import type { ImportResult } from "@/lib/leads/types";
import { notify } from "@/lib/notifications/notify";

/** An import that stored leads tells its importer and the workspace's activity (after its commit). */
export async function tellImportFinished(
  target: { workspaceId: string; userId: string },
  result: ImportResult,
): Promise<void> {
  if (!result.listId || result.imported === 0) return;
  const subject = result.listName ?? "Imported leads";
  const href = `/leads?list=${result.listId}`;
  const skipped = result.skippedCount + result.duplicateCount;
  const counts = [
    `${amount(result.imported, "lead")} imported`,
    result.merged
      ? `${result.merged.toLocaleString("en-US")} merged into ${result.merged === 1 ? "a matching lead" : "matching leads"}`
      : null,
    skipped ? `${skipped.toLocaleString("en-US")} skipped` : null,
  ].filter(Boolean);
  const review = result.possibleDuplicates
    ? ` ${amount(result.possibleDuplicates, "possible duplicate")} to review.`
    : "";
  await logActivity({
    workspaceId: target.workspaceId,
    userId: target.userId,
    action: "import.finished",
    subject,
    href,
  });
  await notify({
    workspaceId: target.workspaceId,
    to: { userId: target.userId },
    category: "leads",
    title: `Import finished: ${subject}`,
    body: `${counts.join(", ")}.${review}`,
    href,
  });
}

const amount = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
