/** The fuzzer's and the matrix's write detector: every committed row write counts, nothing else does. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { leads, sessions } from "@/db/schema";
import { changedTables, digestDatabase, digestWorkspace } from "./support/db-digest";
import { createFixtures } from "./support/fixtures";

describe("database digest", () => {
  it("sees an update and a delete, in the workspace they touch only", async () => {
    const f = await createFixtures();
    const db = await getDb();
    const [all, a, b] = [
      await digestDatabase(),
      await digestWorkspace(f.a.workspaceId),
      await digestWorkspace(f.b.workspaceId),
    ];
    await db
      .update(leads)
      .set({ name: "Changed" })
      .where(eq(leads.id, f.a.leadIds[0] as number));
    expect(changedTables(all, await digestDatabase())).toEqual(["leads"]);
    expect(changedTables(a, await digestWorkspace(f.a.workspaceId))).toEqual(["leads"]);
    expect(changedTables(b, await digestWorkspace(f.b.workspaceId))).toEqual([]);
    const before = await digestDatabase();
    await db.delete(leads).where(eq(leads.id, f.a.leadIds[1] as number));
    expect(changedTables(before, await digestDatabase())).toEqual(["leads"]);
  });

  it("ignores a session's last-seen time and a write that was rolled back", async () => {
    const f = await createFixtures();
    const db = await getDb();
    const before = await digestDatabase();
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, f.a.owner.sessionId));
    await db
      .transaction(async (tx) => {
        await tx
          .update(leads)
          .set({ name: "Rolled back" })
          .where(eq(leads.id, f.a.leadIds[0] as number));
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(changedTables(before, await digestDatabase())).toEqual([]);
    await db.update(sessions).set({ expiresAt: new Date() }).where(eq(sessions.id, f.a.owner.sessionId));
    expect(changedTables(before, await digestDatabase())).toEqual(["sessions"]);
  });
});
