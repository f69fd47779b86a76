/**
 * Faults (RELIABILITY case 56): the email provider answering 5xx, 429, garbage or hanging. The
 * email job retries with backoff and the address receives the email exactly once, because every attempt
 * carries the same Resend idempotency key and a sent row is never sent again.
 */
import { eq } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { emails } from "@/db/schema";
import { emailJob } from "@/lib/email/job";
import { storeEmail } from "@/lib/email/send";
import { renderEmail } from "@/lib/email/templates/layout";
import { bossOptions } from "@/lib/jobs/boss";
import { startResendFake, type ResendFake } from "../../fakes/resend-faults";
import { withEnv } from "../security/support/with-env";

let fake: ResendFake;

beforeAll(async () => {
  fake = await startResendFake();
  vi.stubEnv("RESEND_BASE_URL", fake.url);
});
afterEach(() => {
  fake.requests.splice(0);
  fake.delivered.clear();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

const resendEnv = () => ({ RESEND_API_KEY: "re_test_fault_key", RESEND_BASE_URL: fake.url });

async function newEmail(): Promise<string> {
  return storeEmail(await getDb(), {
    to: `fault-${Date.now()}@example.com`,
    template: "fault-test",
    ...renderEmail({ subject: "Fault test", heading: "Hello", paragraphs: ["Once only."] }),
  });
}

async function emailRow(id: string) {
  const [row] = await (await getDb()).select().from(emails).where(eq(emails.id, id));
  return row;
}

async function waitFor(probe: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("email provider faults", () => {
  it("retries a 500, a 429 and a garbled answer with backoff, then sends exactly once", async () => {
    await withEnv(resendEnv(), async () => {
      const id = await newEmail();
      fake.script("server-error", "rate-limited", "malformed");
      // The email queue's own retry policy, with seconds instead of its production delays.
      const queue = "email-fault-test";
      const boss = new PgBoss({ ...(await bossOptions()), maintenanceIntervalSeconds: 1 });
      boss.on("error", () => {});
      await boss.start();
      await boss.createQueue(queue, { name: queue, ...emailJob.options, retryDelay: 1, expireInSeconds: 10 });
      expect(emailJob.options).toMatchObject({ retryBackoff: true });
      const jobId = await boss.send(queue, { emailId: id });
      await boss.work<{ emailId: string }>(queue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        if (job) await emailJob.handle(job.data, { jobId: job.id, retryCount: 0 });
      });
      await waitFor(async () => (await boss.getJobById(queue, jobId ?? ""))?.state === "completed");
      await boss.stop({ graceful: false, wait: true, timeout: 2_000 });

      const row = await emailRow(id);
      expect(row).toMatchObject({ status: "sent", provider: "resend", attempts: 4 });
      expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(Array(4).fill(`email/${id}`));
      expect(fake.delivered.size).toBe(1);
    });
  }, 60_000);

  it("a hung request that completes after the retry does not send twice", async () => {
    await withEnv(resendEnv(), async () => {
      const id = await newEmail();
      fake.script("hang");
      const hung = emailJob.handle({ emailId: id }, { jobId: "first", retryCount: 0 });
      await waitFor(async () => fake.requests.length === 1);

      // pg-boss expires the stuck attempt and runs the job again.
      await emailJob.handle({ emailId: id }, { jobId: "first", retryCount: 1 });
      expect((await emailRow(id))?.status).toBe("sent");
      fake.releaseHung();
      await hung;

      const row = await emailRow(id);
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
      expect(new Set(fake.requests.map((r) => r.idempotencyKey))).toEqual(new Set([`email/${id}`]));
      expect(fake.delivered.size).toBe(1);
    });
  });

  it("a permanent refusal marks the email failed with the reason and is not retried", async () => {
    await withEnv(resendEnv(), async () => {
      const id = await newEmail();
      fake.script("validation-error");
      await emailJob.handle({ emailId: id }, { jobId: "job", retryCount: 0 });
      const row = await emailRow(id);
      expect(row?.status).toBe("failed");
      expect(row?.error).toContain("validation_error");
      expect(fake.delivered.size).toBe(0);
      await emailJob.handle({ emailId: id }, { jobId: "job", retryCount: 1 });
      expect(fake.requests).toHaveLength(1);
    });
  });
});
