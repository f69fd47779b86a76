import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, lastPageCursor } from "@/lib/leads/cursor";
import { summarizePage } from "@/lib/leads/paging";
import type { PageInfo } from "@/lib/leads/types";

const info = (over: Partial<PageInfo>): PageInfo => ({
  page: 1,
  perPage: 50,
  from: 1,
  to: 50,
  hasPrev: false,
  hasNext: true,
  prevCursor: null,
  nextCursor: null,
  isLast: false,
  ...over,
});

describe("cursors", () => {
  it("round-trips keys with microseconds and ignores anything malformed", () => {
    const cursor = encodeCursor("next", "2026-01-02T03:04:05.123456", 42);
    expect(decodeCursor(cursor)).toEqual({ key: "2026-01-02T03:04:05.123456", id: 42, direction: "next" });
    expect(decodeCursor(lastPageCursor)).toEqual({ direction: "last" });
    expect(decodeCursor("not-a-cursor")).toBeUndefined();
    expect(decodeCursor(Buffer.from('["n","x",-1]').toString("base64url"))).toBeUndefined();
  });
});

describe("summarizePage", () => {
  it("prints exact totals", () => {
    expect(summarizePage(info({ page: 2, from: 51, to: 100 }), { count: 120, exact: true })).toEqual({
      showing: "Showing 51 to 100 of 120",
      pageLabel: "Page 2 of 3",
      pageCount: 3,
    });
  });

  it("prints an estimate as 'about N' and counts the last page from the end", () => {
    expect(
      summarizePage(info({ page: 3, from: 101, to: 150 }), { count: 970_000, exact: false }).showing,
    ).toBe("Showing 101 to 150 of about 970,000");
    expect(
      summarizePage(info({ page: 1, from: 1, to: 50, isLast: true }), { count: 970_000, exact: false }),
    ).toEqual({
      showing: "Showing 969,951 to 970,000 of about 970,000",
      pageLabel: "Page 19,400 of about 19,400",
      pageCount: 19_400,
    });
  });

  it("handles an empty result", () => {
    expect(summarizePage(info({ from: 0, to: 0 }), { count: 0, exact: true }).showing).toBe(
      "Showing 0 to 0 of 0",
    );
  });
});
