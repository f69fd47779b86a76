import { describe, expect, it } from "vitest";
import { createExportUrl, verifyExportUrl } from "@/lib/export/export-url";

const owner = {
  workspaceId: "11111111-1111-4111-8111-111111111111",
  userId: "22222222-2222-4222-8222-222222222222",
};
const search = (url: string) => new URL(url, "http://localhost").searchParams;

describe("signed export links", () => {
  const now = Date.UTC(2026, 0, 1);
  const url = createExportUrl({
    ...owner,
    params: { format: "csv", platform: "linkedin,maps", q: "a&b" },
    now,
  });

  it("verify for the same user and workspace within ten minutes", () => {
    expect(() => verifyExportUrl({ ...owner, search: search(url), now: now + 9 * 60_000 })).not.toThrow();
  });

  it("refuse another user, another workspace, a changed parameter, a forged or expired link", () => {
    expect(() =>
      verifyExportUrl({ ...owner, userId: "33333333-3333-4333-8333-333333333333", search: search(url), now }),
    ).toThrow();
    expect(() =>
      verifyExportUrl({
        ...owner,
        workspaceId: "44444444-4444-4444-8444-444444444444",
        search: search(url),
        now,
      }),
    ).toThrow();
    expect(() =>
      verifyExportUrl({ ...owner, search: search(url.replace("format=csv", "format=json")), now }),
    ).toThrow();
    expect(() =>
      verifyExportUrl({ ...owner, search: search(url.replace(/sig=[^&]+/, "sig=AAAA")), now }),
    ).toThrow();
    expect(() => verifyExportUrl({ ...owner, search: search(url), now: now + 11 * 60_000 })).toThrow(
      /expired/,
    );
    expect(() =>
      verifyExportUrl({ ...owner, search: search("/api/leads/export?format=csv"), now }),
    ).toThrow();
  });
});
