import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { leadLists, type ScrapeRun } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { notifyIfCreditsLow } from "@/lib/credits/low-balance";
import { notify } from "@/lib/notifications/notify";
import { findContactsSubject } from "./find-contacts/messages";
import { asSentence } from "./messages";
import { getPlatform } from "./platforms";

/**
 * What a run's end tells, in the transaction that settles it (so once): the starter hears it finished
 * or failed, the workspace's activity records it, and the owners hear when its charge left credits low.
 * A cancelled run is the user's own doing and tells nobody.
 */
export async function tellRunEnded(tx: Executor, run: ScrapeRun): Promise<void> {
  if (!run.workspaceId || run.status === "cancelled") return;
  const [list] = run.listId
    ? await tx.select({ name: leadLists.name }).from(leadLists).where(eq(leadLists.id, run.listId))
    : [];
  const subject =
    list?.name ?? (run.listId ? getPlatform(run.platform)?.name : findContactsSubject) ?? run.platform;
  // A Find contacts run filled leads where they are: the Leads page shows them.
  const href = run.listId ? `/leads?list=${run.listId}` : "/leads";
  const saved = `${run.savedCount.toLocaleString("en-US")} lead${run.savedCount === 1 ? "" : "s"}`;
  const succeeded = run.status === "succeeded";
  if (run.createdByUserId) {
    await notify(
      {
        workspaceId: run.workspaceId,
        to: { userId: run.createdByUserId },
        category: "leads",
        title: succeeded ? `Scrape finished: ${subject}` : `Scrape failed: ${subject}`,
        body: succeeded
          ? `${saved} saved.`
          : `${asSentence(run.errorMessage ?? "The scrape stopped")} ${saved} saved; unused credits were returned.`,
        href,
      },
      tx,
    );
  }
  await logActivity(
    {
      workspaceId: run.workspaceId,
      userId: run.createdByUserId,
      action: succeeded ? "scrape.finished" : "scrape.failed",
      subject,
      href,
    },
    tx,
  );
  await notifyIfCreditsLow(tx, { workspaceId: run.workspaceId, spent: run.creditsCharged ?? 0 });
}
