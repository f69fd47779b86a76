import { describe, expect, it } from "vitest";
import { formatLocalDateTime, formatUtcDate, formatUtcDateTime } from "@/lib/format/dates";

const utcIntl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "short",
    day: "numeric",
    ...options,
  });

const samples = [
  "2026-01-01T00:00:00Z",
  "2026-12-31T23:59:59Z",
  "2024-02-29T12:30:00Z",
  "1999-09-09T09:09:09Z",
];
for (let i = 0; i < 500; i++) samples.push(new Date(Date.UTC(1990, 0, 1) + i * 7_654_321_987).toISOString());

describe("formatUtcDateTime", () => {
  it("writes a timestamp the same on server and browser (UTC), a dash for none", () => {
    expect(formatUtcDateTime(new Date("2025-03-04T05:06:07Z"))).toBe("Mar 4, 2025, 05:06 UTC");
    expect(formatUtcDateTime("garbage")).toBe("—");
    expect(formatUtcDateTime(null)).toBe("—");
  });

  it("writes what Intl's en-US medium date with a 24-hour UTC time writes", () => {
    const intl = utcIntl({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    for (const iso of samples) expect(formatUtcDateTime(iso)).toBe(`${intl.format(new Date(iso))} UTC`);
  });
});

describe("formatUtcDate", () => {
  it("writes the UTC calendar day as Intl's en-US medium date does, a dash for none", () => {
    expect(formatUtcDate("2026-11-30T23:59:59Z")).toBe("Nov 30, 2026");
    const intl = utcIntl({});
    for (const iso of samples) expect(formatUtcDate(iso)).toBe(intl.format(new Date(iso)));
    expect(formatUtcDate(undefined)).toBe("—");
  });
});

describe("formatLocalDateTime", () => {
  it("writes the viewer's locale and time zone, and Never for no time", () => {
    const at = "2026-11-23T09:05:00Z";
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(at),
    );
    expect(formatLocalDateTime(at)).toBe(expected);
    expect(formatLocalDateTime(new Date(at))).toBe(expected);
    expect(formatLocalDateTime(null)).toBe("Never");
  });
});
