import { describe, expect, it, vi } from "vitest";
import { workspaceTimeZone } from "@/lib/workspace/queries";
import { callAction } from "@/tests/integration/security/support/call";
import { createFixtures } from "@/tests/integration/security/support/fixtures";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

const save = (cookie: string, input: Record<string, unknown>) =>
  callAction("app/(studio)/profile/actions.ts", "saveWorkspaceTimeZoneAction", [undefined, input], cookie);

describe("the workspace's time zone", () => {
  it("is set by an admin for their workspace only, and the campaign wizard reads it", async () => {
    const f = await createFixtures();
    expect(await workspaceTimeZone({ workspaceId: f.a.workspaceId })).toBe("UTC");
    const outcome = await save(f.a.admin.cookie, { timeZone: "Asia/Singapore" });
    expect(outcome).toMatchObject({ kind: "ok", message: "Time zone set to Asia/Singapore." });
    expect(await workspaceTimeZone({ workspaceId: f.a.workspaceId })).toBe("Asia/Singapore");
    expect(await workspaceTimeZone({ workspaceId: f.b.workspaceId })).toBe("UTC");
  });

  it("refuses a zone that is not in the list, and a member", async () => {
    const f = await createFixtures();
    for (const timeZone of ["Mars/Olympus_Mons", "+08:00", "", 8]) {
      const outcome = await save(f.a.owner.cookie, { timeZone });
      expect(JSON.parse(outcome.text).fieldErrors).toEqual({
        timeZone: ["Please choose a time zone from the list"],
      });
    }
    expect((await save(f.a.member.cookie, { timeZone: "Europe/Berlin" })).kind).not.toBe("ok");
    expect(await workspaceTimeZone({ workspaceId: f.a.workspaceId })).toBe("UTC");
  });
});
