import { redirect } from "next/navigation";
import { describe, expect, it } from "vitest";
import { GENERIC_FAILURE } from "@/lib/server/action-result";
import { CONNECTION_LOST, settleAction } from "@/lib/server/settle-action";

describe("settleAction", () => {
  it("answers what the action answered", async () => {
    const answer = {
      status: "error" as const,
      message: "Name is required",
      fieldErrors: { name: ["Name is required"] },
    };
    expect(await settleAction(async () => answer, "Failed")).toBe(answer);
  });

  it("turns a request that failed in transit into the connection message", async () => {
    const lost = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await settleAction(lost, "Failed to create campaign")).toEqual({
      status: "error",
      message: CONNECTION_LOST,
    });
    expect(await settleAction(lost, "Failed to update lead.", "Failed to update lead.")).toEqual({
      status: "error",
      message: "Failed to update lead.",
    });
  });

  it("turns any other failure into the fallback, the generic one when none is given", async () => {
    const broken = () => Promise.reject(new Error("An unexpected response was received from the server."));
    expect(await settleAction(broken, "Could not switch workspace.")).toEqual({
      status: "error",
      message: "Could not switch workspace.",
    });
    expect(await settleAction(broken)).toEqual({ status: "error", message: GENERIC_FAILURE });
  });

  it("lets a redirect through to Next", async () => {
    await expect(settleAction(async () => redirect("/signin"))).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT/),
    });
  });
});
