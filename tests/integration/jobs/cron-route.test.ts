import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/cron/jobs/route";
import { getDb } from "@/db";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import { renderEmail } from "@/lib/email/templates/layout";
import { parseEnv } from "@/lib/env";
import { getBoss } from "@/lib/jobs/boss";

const envCache = globalThis as unknown as { __crmEnv?: unknown };
const call = (authorization?: string) =>
  GET(new Request("http://localhost/api/cron/jobs", { headers: authorization ? { authorization } : {} }));

afterEach(() => {
  envCache.__crmEnv = undefined;
});

describe("GET /api/cron/jobs", () => {
  it.each([
    ["no header", undefined],
    ["an empty secret", "Bearer "],
    ["a wrong secret", "Bearer wrong-secret-wrong-secret"],
    ["the secret without the scheme", process.env.CRON_SECRET],
  ])("answers 401 to %s", async (_, header) => {
    const response = await call(header);
    expect(response.status).toBe(401);
  });

  it("answers 401 to every request when CRON_SECRET is unset on the server", async () => {
    envCache.__crmEnv = parseEnv({ ...process.env, CRON_SECRET: undefined });
    const response = await call(`Bearer ${process.env.CRON_SECRET}`);
    expect(response.status).toBe(401);
  });

  it("works the queues within its budget with the right secret", async () => {
    const db = await getDb();
    const id = await storeEmail(db, {
      to: "cron@example.com",
      template: "test",
      ...renderEmail({ subject: "S", heading: "H", paragraphs: [] }),
    });
    await deliverEmail(id);
    const response = await call(`Bearer ${process.env.CRON_SECRET}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, completed: 1, failed: 0 });
    expect(await (await getBoss()).getQueueSize("email")).toBe(0);
  });
});

describe("drainQueues", () => {
  it("stops claiming jobs once its time budget is spent", async () => {
    const { drainQueues } = await import("@/lib/jobs/worker");
    const db = await getDb();
    for (const to of ["a@example.com", "b@example.com"]) {
      await deliverEmail(
        await storeEmail(db, {
          to,
          template: "test",
          ...renderEmail({ subject: "S", heading: "H", paragraphs: [] }),
        }),
      );
    }
    const report = await drainQueues(10, 10);
    expect(report).toEqual({ completed: 0, failed: 0, stoppedEarly: true });
    expect(await (await getBoss()).getQueueSize("email")).toBe(2);
  });
});
