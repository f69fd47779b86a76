import { describe, expect, it } from "vitest";
import { zonedInstant } from "@/lib/campaigns/schedule-time";
import { formatDate, formatDateTime, formatWhen, wallClockParts } from "@/lib/format/dates";

describe("formatDateTime", () => {
  it("writes a timestamp in the given time zone with the zone named, a dash for none", () => {
    expect(formatDateTime(new Date("2025-03-04T05:06:07Z"), "UTC")).toBe("Mar 4, 2025, 05:06 UTC");
    expect(formatDateTime("2025-03-04T20:06:07Z", "Asia/Singapore")).toBe("Mar 5, 2025, 04:06 GMT+8");
    expect(formatDateTime("2025-07-04T12:00:00Z", "America/New_York")).toBe("Jul 4, 2025, 08:00 EDT");
    expect(formatDateTime("garbage", "UTC")).toBe("—");
    expect(formatDateTime(null, "UTC")).toBe("—");
  });

  it("writes UTC for a zone the runtime does not know instead of failing the page", () => {
    expect(formatDateTime("2025-03-04T05:06:07Z", "Mars/Olympus_Mons")).toBe("Mar 4, 2025, 05:06 UTC");
  });
});

describe("formatDate", () => {
  it("writes the calendar day of the given time zone, a dash for none", () => {
    expect(formatDate("2026-11-30T23:59:59Z", "UTC")).toBe("Nov 30, 2026");
    expect(formatDate("2026-11-30T23:59:59Z", "Asia/Kuala_Lumpur")).toBe("Dec 1, 2026");
    expect(formatDate("2026-12-01T00:00:00Z", "America/Los_Angeles")).toBe("Nov 30, 2026");
    expect(formatDate(undefined, "UTC")).toBe("—");
  });
});

describe("formatWhen", () => {
  it("writes a campaign's time in the workspace's zone, 12-hour, with the zone named", () => {
    expect(formatWhen("2026-11-29T01:30:00Z", "Asia/Singapore")).toBe("Nov 29, 2026, 9:30 AM GMT+8");
    expect(formatWhen(null, "UTC")).toBe("");
  });
});

describe("wallClockParts", () => {
  it("reads an instant on the zone's wall clock, across a daylight-saving change", () => {
    expect(wallClockParts(new Date("2026-03-08T06:59:59Z"), "America/New_York")).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 1,
      minute: 59,
      second: 59,
    });
    expect(wallClockParts(new Date("2026-03-08T07:00:00Z"), "America/New_York").hour).toBe(3);
    expect(wallClockParts(new Date("2026-12-31T16:00:00Z"), "Asia/Singapore")).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
    });
  });

  it("reads UTC for a zone the runtime does not know, as the screens' dates do, so a schedule made there is read back alike", () => {
    const at = new Date("2026-11-29T22:16:35Z");
    expect(wallClockParts(at, "Mars/Olympus_Mons")).toEqual(wallClockParts(at, "UTC"));
    expect(zonedInstant("2026-12-01", "09:30", "Mars/Olympus_Mons").toISOString()).toBe(
      "2026-12-01T09:30:00.000Z",
    );
  });
});
