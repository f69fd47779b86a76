import "server-only";
import { getDb, type Executor } from "@/db";
import { activityLog, type ActivityAction } from "@/db/schema";

/**
 * Records who did what in a workspace for the dashboard's recent activity. Pass the transaction that
 * makes the change, so the entry exists exactly when the change does.
 */
export async function logActivity(
  entry: {
    workspaceId: string;
    userId: string | null;
    action: ActivityAction;
    subject: string;
    href?: string;
  },
  executor?: Executor,
): Promise<void> {
  const db = executor ?? (await getDb());
  await db.insert(activityLog).values({ ...entry, href: entry.href ?? null });
}
