/**
 * The row-is-the-job helper on a real table (emails): claims are exclusive, a dead worker's row is
 * handed back once and runs again once, and a row ends exactly once.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { appEvents, emails } from "@/db/schema";
import { emailJob, emailRows } from "@/lib/email/job";
import { storeEmail } from "@/lib/email/send";
import { renderEmail } from "@/lib/email/templates/layout";
import { getBoss } from "@/lib/jobs/boss";
import {
  claimRow,
  failRow,
  finishRow,
  heartbeatRow,
  releaseRow,
  rowJobId,
  type RowJobTable,
} from "@/lib/jobs/row-job";
import { sweepRows } from "@/lib/jobs/row-sweep";

/** The emails adapter with its enqueue recorded instead of sent. */
function recordingRows(): { rows: RowJobTable; queued: Array<[string, string]> } {
  const queued: Array<[string, string]> = [];
  return { rows: { ...emailRows, enqueue: async (row, jobId) => void queued.push([row.id, jobId]) }, queued };
}

async function newEmail(): Promise<string> {
  return storeEmail(await getDb(), {
    to: "row@example.com",
    template: "test",
    ...renderEmail({ subject: "S", heading: "H", paragraphs: [] }),
  });
}

async function row(id: string) {
  const [found] = await (await getDb()).select().from(emails).where(eq(emails.id, id));
  return found;
}

/** As if the holder stopped heartbeating `seconds` ago (a dead worker), without waiting for it. */
async function age(id: string, seconds: number) {
  const past = sql`now() - make_interval(secs => ${seconds})`;
  await (await getDb()).update(emails).set({ heartbeatAt: past, createdAt: past }).where(eq(emails.id, id));
}

const sweepOptions = { graceSeconds: 120, abandonedError: "interrupted" };

describe("claiming a row", () => {
  it("lets one of two concurrent claims win", async () => {
    const id = await newEmail();
    const claims = await Promise.all([
      claimRow(emailRows, { id }, { jobId: "job-a", retryCount: 0 }),
      claimRow(emailRows, { id }, { jobId: "job-b", retryCount: 0 }),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ attempts: 1, claimedBy: claims.find(Boolean)?.token });
  });

  it("refuses another job while the lease lives, and lets a later attempt of the same job take over", async () => {
    const id = await newEmail();
    const first = await claimRow(emailRows, { id }, { jobId: "job-a", retryCount: 0 });
    expect(first).toBeDefined();
    expect(await claimRow(emailRows, { id }, { jobId: "job-b", retryCount: 0 })).toBeUndefined();
    const retry = await claimRow(emailRows, { id }, { jobId: "job-a", retryCount: 1 });
    expect(retry).toMatchObject({ token: "job-a/1", attempts: 2 });
    // The first attempt lost its claim: it can neither heartbeat nor end the row.
    expect(await heartbeatRow(emailRows, first!)).toBe(false);
    expect(await finishRow(emailRows, first!)).toBe(false);
    expect(await heartbeatRow(emailRows, retry!)).toBe(true);
  });

  it("lets anyone claim a row whose lease expired", async () => {
    const id = await newEmail();
    await claimRow(emailRows, { id }, { jobId: "job-a", retryCount: 0 });
    await age(id, emailRows.leaseSeconds + 1);
    expect(await claimRow(emailRows, { id }, { jobId: "job-b", retryCount: 0 })).toMatchObject({
      attempts: 2,
    });
  });
});

describe("ending a row", () => {
  it("finishes once: a second finish or a later fail changes nothing", async () => {
    const id = await newEmail();
    const claim = (await claimRow(emailRows, { id }, { jobId: "job", retryCount: 0 }))!;
    expect(await finishRow(emailRows, claim, { provider: "outbox" })).toBe(true);
    expect(await finishRow(emailRows, claim, { provider: "resend" })).toBe(false);
    expect(await failRow(emailRows, claim, "late")).toBe(false);
    expect(await row(id)).toMatchObject({ status: "sent", provider: "outbox", claimedBy: null, error: null });
    expect(await claimRow(emailRows, { id }, { jobId: "job", retryCount: 1 })).toBeUndefined();
  });

  it("fails once: a second fail or a later finish changes nothing", async () => {
    const id = await newEmail();
    const claim = (await claimRow(emailRows, { id }, { jobId: "job", retryCount: 0 }))!;
    expect(await failRow(emailRows, claim, "refused")).toBe(true);
    expect(await failRow(emailRows, claim, "again")).toBe(false);
    expect(await finishRow(emailRows, claim)).toBe(false);
    expect(await row(id)).toMatchObject({ status: "failed", error: "refused", claimedBy: null });
  });
});

describe("settling a row's end", () => {
  /** The emails adapter with a settlement that writes an app event, or throws when told to. */
  function settlingRows(tag: string, fail = { now: false }): RowJobTable {
    return {
      ...emailRows,
      async settle(tx, settled, outcome) {
        if (fail.now) throw new Error("settlement failed");
        await tx.insert(appEvents).values({ type: `row-settle.${tag}`, data: { id: settled.id, outcome } });
      },
    };
  }

  async function settlements(tag: string) {
    return (await getDb())
      .select()
      .from(appEvents)
      .where(eq(appEvents.type, `row-settle.${tag}`));
  }

  it("settles once, by whoever ended the row: a finish, then neither a second finish nor the sweep", async () => {
    const rows = settlingRows("finish");
    const id = await newEmail();
    const claim = (await claimRow(rows, { id }, { jobId: "job", retryCount: 0 }))!;
    expect(await finishRow(rows, claim)).toBe(true);
    expect(await finishRow(rows, claim)).toBe(false);
    await age(id, rows.leaseSeconds + 1);
    await sweepRows({ ...rows, maxAttempts: 1 }, sweepOptions);
    expect((await settlements("finish")).map((e) => e.data)).toEqual([{ id, outcome: "done" }]);
  });

  it("settles the sweep's give-up as a failure", async () => {
    const rows = { ...settlingRows("abandoned"), maxAttempts: 1 };
    const id = await newEmail();
    await claimRow(rows, { id }, { jobId: "job", retryCount: 0 });
    await age(id, rows.leaseSeconds + 1);
    await sweepRows(rows, sweepOptions);
    expect((await settlements("abandoned")).map((e) => e.data)).toEqual([{ id, outcome: "failed" }]);
  });

  it("leaves the row open when its settlement fails (one transaction)", async () => {
    const fail = { now: true };
    const rows = settlingRows("rollback", fail);
    const id = await newEmail();
    const claim = (await claimRow(rows, { id }, { jobId: "job", retryCount: 0 }))!;
    await expect(failRow(rows, claim, "refused")).rejects.toThrow("settlement failed");
    expect(await row(id)).toMatchObject({ status: "queued", claimedBy: claim.token });
    fail.now = false;
    expect(await failRow(rows, claim, "refused")).toBe(true);
    expect((await settlements("rollback")).map((e) => e.data)).toEqual([{ id, outcome: "failed" }]);
  });
});

describe("sweeping rows", () => {
  it("hands back a dead worker's row once, under the job id of its next attempt", async () => {
    const { rows, queued } = recordingRows();
    const id = await newEmail();
    await claimRow(rows, { id }, { jobId: id, retryCount: 0 });
    expect((await sweepRows(rows, sweepOptions)).handedBack).toBe(0);
    await age(id, rows.leaseSeconds + 1);
    await sweepRows(rows, sweepOptions);
    await sweepRows(rows, sweepOptions);
    const mine = queued.filter(([rowId]) => rowId === id);
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map(([, jobId]) => jobId))).toEqual(new Set([rowJobId(id, 1)]));
    expect(rowJobId(id, 1)).not.toBe(id);
  });

  it("runs the handed-back row again exactly once through pg-boss", async () => {
    const id = await newEmail();
    const dead = (await claimRow(emailRows, { id }, { jobId: id, retryCount: 0 }))!;
    await age(id, emailRows.leaseSeconds + 1);
    await sweepRows(emailRows, sweepOptions);
    await sweepRows(emailRows, sweepOptions);
    const boss = await getBoss();
    const jobId = rowJobId(id, 1);
    expect(await boss.getJobById("email", jobId)).toMatchObject({ state: "created", data: { emailId: id } });

    await emailJob.handle({ emailId: id }, { jobId, retryCount: 0 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, claimedBy: null });
    // The dead worker's attempt, were it to wake, cannot end the row again.
    expect(await finishRow(emailRows, dead)).toBe(false);
    await emailJob.handle({ emailId: id }, { jobId, retryCount: 1 });
    expect((await row(id))?.attempts).toBe(2);
  });

  it("queues a row that was never queued after the grace period, and not before", async () => {
    const { rows, queued } = recordingRows();
    const lost = await newEmail();
    const fresh = await newEmail();
    await age(lost, 121);
    await sweepRows(rows, sweepOptions);
    expect(queued).toContainEqual([lost, lost]);
    expect(queued.map(([rowId]) => rowId)).not.toContain(fresh);
  });

  it("leaves a released row to pg-boss's retry", async () => {
    const { rows, queued } = recordingRows();
    const id = await newEmail();
    const claim = (await claimRow(rows, { id }, { jobId: "job", retryCount: 0 }))!;
    expect(await releaseRow(rows, claim)).toBe(true);
    await age(id, 3600);
    await sweepRows(rows, sweepOptions);
    expect(queued.map(([rowId]) => rowId)).not.toContain(id);
  });

  it("fails a dead worker's row that used its attempts, once", async () => {
    const { rows, queued } = recordingRows();
    const id = await newEmail();
    await (
      await getDb()
    )
      .update(emails)
      .set({ attempts: rows.maxAttempts - 1 })
      .where(eq(emails.id, id));
    await claimRow(rows, { id }, { jobId: "job", retryCount: 5 });
    await age(id, rows.leaseSeconds + 1);
    const [first, second] = [await sweepRows(rows, sweepOptions), await sweepRows(rows, sweepOptions)];
    expect(first.failed).toBe(1);
    expect(second.failed).toBe(0);
    expect(queued.map(([rowId]) => rowId)).not.toContain(id);
    expect(await row(id)).toMatchObject({ status: "failed", error: "interrupted", claimedBy: null });
  });
});
