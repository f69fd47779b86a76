import { describe, expect, it } from "vitest";
import { waitNote } from "@/lib/campaigns/pace";

describe("waitNote", () => {
  const until = new Date("2026-11-27T16:00:00Z");

  it("names the day's limit and when sending resumes, in the workspace's time zone", () => {
    expect(waitNote("daily_limit", until, { delaySeconds: 300, timeZone: "Asia/Singapore" })).toBe(
      "Daily limit reached; sending resumes Nov 28, 2026, 12:00 AM GMT+8",
    );
  });

  it("names the pace and when the next message goes out", () => {
    expect(waitNote("pace", until, { delaySeconds: 300, timeZone: "UTC" })).toBe(
      "One message every 5 minutes; the next goes out Nov 27, 2026, 4:00 PM UTC",
    );
    expect(waitNote("pace", until, { delaySeconds: 60, timeZone: "UTC" })).toMatch(
      /^One message every minute;/,
    );
  });
});
