import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { workspaces } from "@/db/schema";
import { workspaceNameMessages } from "@/lib/workspace/validations";
import { callAction } from "@/tests/integration/security/support/call";
import { createFixtures } from "@/tests/integration/security/support/fixtures";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

const rename = (cookie: string, input: Record<string, unknown>) =>
  callAction("app/(studio)/profile/actions.ts", "renameWorkspaceAction", [undefined, input], cookie);

async function nameOf(workspaceId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.name;
}

describe("the workspace's name", () => {
  it("is set by an admin for their workspace only, trimmed", async () => {
    const f = await createFixtures();
    const other = await nameOf(f.b.workspaceId);
    const outcome = await rename(f.a.admin.cookie, { name: "  Acme Dental  " });
    expect(outcome).toMatchObject({ kind: "ok", message: workspaceNameMessages.saved("Acme Dental") });
    expect(await nameOf(f.a.workspaceId)).toBe("Acme Dental");
    expect(await nameOf(f.b.workspaceId)).toBe(other);
  });

  it("refuses an empty or an 81-character name, and a member, changing nothing", async () => {
    const f = await createFixtures();
    const before = await nameOf(f.a.workspaceId);
    for (const [name, message] of [
      ["   ", workspaceNameMessages.required],
      ["x".repeat(81), workspaceNameMessages.tooLong],
      [undefined, workspaceNameMessages.required],
    ] as const) {
      const outcome = await rename(f.a.owner.cookie, { name });
      expect(JSON.parse(outcome.text).fieldErrors).toEqual({ name: [message] });
    }
    expect((await rename(f.a.member.cookie, { name: "Taken over" })).kind).toBe("forbidden");
    expect(await nameOf(f.a.workspaceId)).toBe(before);
  });
});
