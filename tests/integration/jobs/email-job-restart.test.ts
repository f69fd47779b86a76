import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { emails } from "@/db/schema";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import { renderEmail } from "@/lib/email/templates/layout";
import { getBoss, stopBoss } from "@/lib/jobs/boss";
import { startWorkers } from "@/lib/jobs/worker";

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("email queue", () => {
  it("delivers a job queued before the worker restarted, exactly once", async () => {
    const db = await getDb();
    const id = await storeEmail(db, {
      to: "Ada@Example.com",
      template: "test",
      ...renderEmail({ subject: "Hello", heading: "Hello", paragraphs: ["First"] }),
    });
    await deliverEmail(id);
    const boss = await getBoss();
    expect(await boss.getQueueSize("email")).toBe(1);

    // The process stops with the job still queued...
    await stopBoss();

    // ...and a new one picks it up.
    await startWorkers();
    const sent = await waitFor(async () => {
      const [row] = await db.select().from(emails).where(eq(emails.id, id));
      return row?.status === "sent" ? row : undefined;
    });
    expect(sent.toAddress).toBe("ada@example.com");
    expect(sent.provider).toBe("outbox");
    expect(sent.attempts).toBe(1);
    expect(await (await getBoss()).getQueueSize("email")).toBe(0);
  });

  it("queues one job per email even when delivery is requested twice", async () => {
    const db = await getDb();
    await stopBoss();
    const id = await storeEmail(db, {
      to: "b@example.com",
      template: "test",
      ...renderEmail({ subject: "S", heading: "H", paragraphs: [] }),
    });
    await deliverEmail(id);
    await deliverEmail(id);
    expect(await (await getBoss()).getQueueSize("email")).toBe(1);
  });
});

describe("email sweep", () => {
  it("re-queues an email whose job was never queued, and only that one", async () => {
    const db = await getDb();
    await stopBoss();
    const lost = await storeEmail(db, {
      to: "lost@example.com",
      template: "test",
      ...renderEmail({ subject: "S", heading: "H", paragraphs: [] }),
    });
    const fresh = await storeEmail(db, {
      to: "fresh@example.com",
      template: "test",
      ...renderEmail({ subject: "S", heading: "H", paragraphs: [] }),
    });
    await db
      .update(emails)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(emails.id, lost));
    const boss = await getBoss();
    const before = await boss.getQueueSize("email");
    const { emailSweepJob } = await import("@/lib/email/sweep-job");
    await emailSweepJob.handle({}, { jobId: "test", retryCount: 0 });
    expect(await boss.getQueueSize("email")).toBe(before + 1);
    expect(await boss.getJobById("email", lost)).toMatchObject({ state: "created" });
    expect(await boss.getJobById("email", fresh)).toBeNull();
  });
});
