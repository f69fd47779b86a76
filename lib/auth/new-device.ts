import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { sessions } from "@/db/schema";
import { notify } from "@/lib/notifications/notify";
import type { RequestMeta } from "./request-meta";

/**
 * Before a new session row: a user who has signed in before, but never with this device and browser,
 * hears of it (security). The very first sign-in of an account is not news.
 */
export async function tellIfNewDevice(userId: string, workspaceId: string, meta: RequestMeta): Promise<void> {
  const db = await getDb();
  const [seen] = await db
    .select({
      any: sql<boolean>`count(*) > 0`,
      same: sql<boolean>`count(*) filter (where ${sessions.device} is not distinct from ${meta.device}
        and ${sessions.browser} is not distinct from ${meta.browser}) > 0`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  if (!seen?.any || seen.same) return;
  const what = `${meta.browser} on ${meta.device}`;
  const where = [meta.location, meta.ip].filter(Boolean).join(", ");
  await notify({
    workspaceId,
    to: { userId },
    category: "security",
    title: "New sign-in from a new device",
    body: `Signed in with ${what}${where ? ` (${where})` : ""}. If this was not you, change your password and end the session on the Security page.`,
    href: "/security",
  });
}
