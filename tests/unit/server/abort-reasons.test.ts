import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const probe = fileURLToPath(new URL("../../support/abort-reason-probe.ts", import.meta.url));

function runProbe(...args: string[]): string {
  return execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", probe, ...args], {
    encoding: "utf8",
  }).trim();
}

describe("releaseAbortReasonFrames", () => {
  it("shows the retention it works around: an unread abort reason keeps its frames' receivers", () => {
    expect(runProbe()).toBe("retained true");
  });

  it("lets a finished render go once its signal is aborted, and still aborts the signal", () => {
    expect(runProbe("--patched")).toBe("released true");
  });
});
