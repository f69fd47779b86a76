import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { leads } from "@/db/schema";
import { checkLeadEmailsBatch } from "@/lib/leads/email-check/check-leads";
import { createMxLookup } from "@/lib/leads/email-check/mx-lookup";
import { type FakeDnsServer, startFakeDns } from "../../fakes/dns-server";
import { createTenant, importCsv } from "./support";

let dns: FakeDnsServer;
beforeAll(async () => {
  dns = await startFakeDns({
    "acme.example": { mx: [{ priority: 10, exchange: "mx.acme.example" }] },
    "gone.example": { mx: [{ priority: 0, exchange: "" }] },
  });
});
afterAll(() => dns.close());

describe("the email check of stored leads", () => {
  it("gives every unchecked address its status, the primary's in email_status, and stops when none is left", async () => {
    const tenant = await createTenant();
    const { listId } = await importCsv(
      tenant,
      "name,company,email,emails\r\nAda,Acme,ada@acme.example,ada@acme.example; sales@acme.example; old@gone.example\r\nBo,Gone,bo@gone.example,\r\n",
    );
    // The fake answers in this process, behind the embedded database's synchronous work: a loaded runner
    // (CI's two workers beside the other tests) must not turn a slow answer into "unknown".
    const lookupMx = createMxLookup({ servers: [dns.address], timeoutMs: 5_000 });
    expect(await checkLeadEmailsBatch({ lookupMx })).toBe(2);
    const db = await getDb();
    const rows = await db.select().from(leads).where(eq(leads.listId, listId!)).orderBy(leads.id);
    expect(rows.map((r) => r.emails.map((e) => [e.address, e.status]))).toEqual([
      [
        ["ada@acme.example", "valid"],
        ["sales@acme.example", "risky"],
        ["old@gone.example", "invalid"],
      ],
      [["bo@gone.example", "invalid"]],
    ]);
    expect(rows.map((r) => r.emailStatus)).toEqual(["valid", "invalid"]);
    expect(await checkLeadEmailsBatch({ lookupMx })).toBe(0);
  });
});
