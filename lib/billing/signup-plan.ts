import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { appEvents, memberships, workspaces } from "@/db/schema";
import { findPlan } from "@/lib/plans/catalog";

/**
 * The paid plan chosen on the sign-up page (recorded on the `user.signed_up` event), while the user's
 * own workspace is still on the free plan; undefined otherwise. The first sign-in leads there.
 */
export async function pendingSignupPlan({ userId }: { userId: string }): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ data: appEvents.data, plan: workspaces.plan })
    .from(appEvents)
    .innerJoin(
      memberships,
      and(
        eq(memberships.workspaceId, appEvents.workspaceId),
        eq(memberships.userId, userId),
        eq(memberships.role, "owner"),
      ),
    )
    .innerJoin(workspaces, eq(workspaces.id, appEvents.workspaceId))
    .where(and(eq(appEvents.userId, userId), eq(appEvents.type, "user.signed_up")))
    .orderBy(desc(appEvents.createdAt))
    .limit(1);
  const chosen = findPlan(typeof row?.data.plan === "string" ? row.data.plan : undefined);
  return chosen && !chosen.isFree && row?.plan === "FREE" ? chosen.id : undefined;
}

/** Where the first sign-in goes: the chosen plan's checkout prompt, else where it was going anyway. */
export async function firstSignInPath({
  userId,
  firstSignIn,
  fallback,
}: {
  userId: string;
  firstSignIn: boolean;
  fallback: string;
}) {
  if (!firstSignIn) return fallback;
  const plan = await pendingSignupPlan({ userId });
  return plan ? `/billing/start?plan=${plan}` : fallback;
}
