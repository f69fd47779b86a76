/** Saving scraped leads: each gets its source's contact record as it is written. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { leadLists, leads } from "@/db/schema";
import { insertLeads } from "@/lib/leads/insert-leads";
import { createTenant } from "./support";
import { contactVersion } from "@/lib/leads/contact";

describe("insertLeads", () => {
  it("fills the contact record from the source: a Maps place is its own company, a company the source gave is kept", async () => {
    const tenant = await createTenant();
    const db = await getDb();
    const [list] = await db
      .insert(leadLists)
      .values({ workspaceId: tenant.workspaceId, name: "Bakeries", kind: "scrape", platform: "maps" })
      .returning({ id: leadLists.id });
    const ids = await insertLeads(db, {
      workspaceId: tenant.workspaceId,
      listId: list!.id,
      values: [
        {
          platform: "maps",
          name: "Blue Door Bakery",
          phone: "(503) 555-0142",
          data: { international_phone_no: "+1 503-555-0142", website_link: "https://bluedoorbakery.com/" },
        },
        { platform: "web", name: "Atelier", company: "Atelier Dupont SARL", data: {} },
      ],
    });
    const saved = await db.select().from(leads).where(eq(leads.listId, list!.id)).orderBy(leads.id);
    expect(saved.map((l) => l.id)).toEqual(ids);
    expect(saved[0]).toMatchObject({
      company: "Blue Door Bakery",
      website: "https://bluedoorbakery.com/",
      contactVersion,
    });
    expect(saved[0]!.phones.map((p) => p.number)).toEqual(["+15035550142"]);
    expect(saved[1]).toMatchObject({ company: "Atelier Dupont SARL", contactVersion });
  });
});
