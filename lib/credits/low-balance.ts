import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { workspaces } from "@/db/schema";
import { getPlan } from "@/lib/plans/catalog";
import { notify } from "@/lib/notifications/notify";
import { getCreditBalance } from "./queries";

/** Below this share of the plan's monthly credits the owners are told. */
const LOW_SHARE = 0.1;

/**
 * Tells the owners when a debit of `spent` credits took the balance below 10% of the plan's monthly
 * credits: only the debit that crosses the line notifies, so a low balance is not announced again
 * with every later charge.
 */
export async function notifyIfCreditsLow(
  executor: Executor,
  { workspaceId, spent }: { workspaceId: string; spent: number },
): Promise<void> {
  if (spent <= 0) return;
  const [workspace] = await executor
    .select({ plan: workspaces.plan })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!workspace) return;
  const threshold = getPlan(workspace.plan).monthlyCredits * LOW_SHARE;
  const balance = await getCreditBalance({ workspaceId }, executor);
  if (!(balance < threshold && balance + spent >= threshold)) return;
  await notify(
    {
      workspaceId,
      to: "owners",
      category: "billing",
      title: "Credits running low",
      body: `${balance.toLocaleString("en-US")} credits left, under 10% of your plan's monthly credits. Buy a credit pack or upgrade to keep scraping.`,
      href: "/billing",
    },
    executor,
  );
}
