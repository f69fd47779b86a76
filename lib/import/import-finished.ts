import "server-only";
import { logActivity } from "@/lib/activity/log";
import { importMatchWords } from "@/lib/leads/messages";
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
  // As the upload's report words them: rows skipped for a reason, and emails the workspace already had.
  const counts = [
    `${result.imported.toLocaleString("en-US")} lead${result.imported === 1 ? "" : "s"} imported`,
    result.merged ? importMatchWords.merged(result.merged) : null,
    result.skippedCount ? `${result.skippedCount.toLocaleString("en-US")} skipped` : null,
    result.duplicateCount ? importMatchWords.duplicates(result.duplicateCount) : null,
  ].filter(Boolean);
  const review = result.possibleDuplicates ? ` ${importMatchWords.toReview(result.possibleDuplicates)}.` : "";
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
