import { describe, expect, it } from "vitest";
import { countLeads, getLeads } from "@/lib/leads/queries";
import { createTenant, importCsv } from "./support";

describe("CSV import of 100,000 rows", () => {
  it("stores every row once, in file order, and the page and total see them", async () => {
    const t = await createTenant();
    const rows = Array.from(
      { length: 100_000 },
      (_, i) => `"Lead ${i + 1}","Company, ${i % 97}",lead${i + 1}@example.test,+1 555 ${i}`,
    );
    const result = await importCsv(
      t,
      `name,company,email,phone\r\n${rows.join("\r\n")}\r\n`,
      "big.csv",
      256 * 1024,
    );
    expect(result).toMatchObject({ imported: 100_000, skippedCount: 0, duplicateCount: 0 });
    expect(await countLeads({ workspaceId: t.workspaceId })).toEqual({ count: 100_000, exact: true });
    const page = await getLeads({ workspaceId: t.workspaceId, perPage: 10, q: "Lead 99999" });
    expect(page.rows.map((r) => [r.name, r.company])).toEqual([["Lead 99999", `Company, ${99_998 % 97}`]]);
  }, 240_000);
});
