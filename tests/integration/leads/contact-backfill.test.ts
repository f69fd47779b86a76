import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { leadLists, leads, type NewLead } from "@/db/schema";
import { backfillContactBatch, backfillContacts } from "@/lib/leads/contact/backfill";
import { createTenant } from "./support";

async function seedOldLeads() {
  const tenant = await createTenant();
  const db = await getDb();
  const [list] = await db
    .insert(leadLists)
    .values({ workspaceId: tenant.workspaceId, name: "old", kind: "import", platform: null })
    .returning({ id: leadLists.id });
  const base = { workspaceId: tenant.workspaceId, listId: list!.id };
  // Rows as the sources saved them before the contact record: only the common columns and `data`.
  const rows: NewLead[] = [
    {
      ...base,
      platform: "maps",
      name: "Blue Door Bakery",
      phone: "(503) 555-0142",
      address: "1200 SE Hawthorne Blvd, Portland, OR 97214, USA",
      url: "https://maps.google.com/?cid=1",
      data: {
        maps_link: "https://maps.google.com/?cid=1",
        phone_no: "(503) 555-0142",
        international_phone_no: "+1 503-555-0142",
        website_link: "https://www.bluedoorbakery.com/",
        latitude: 45.512,
        longitude: -122.653,
        rating: 4.6,
      },
    },
    {
      ...base,
      platform: "web",
      name: "Atelier Dupont",
      company: "Atelier Dupont",
      email: "contact@atelier-dupont.fr",
      phone: "+33142685300",
      url: "https://www.atelier-dupont.fr/",
      data: {
        jsonOutput: {
          url: "https://www.atelier-dupont.fr/",
          companyName: "Atelier Dupont",
          emails: ["contact@atelier-dupont.fr", "Marie@Atelier-Dupont.fr"],
          phones: ["+33142685300", "+33612345678"],
          socials: ["https://www.instagram.com/atelierdupont"],
          addresses: [{ street: "12 Rue de la Paix", locality: "Paris", postalCode: "75002", country: "FR" }],
          people: [{ name: "Marie Dupont", role: "Gérante" }],
          region: "FR",
        },
        status: "NEW",
      },
    },
    {
      ...base,
      platform: "linkedin",
      name: "Ada Lovelace",
      headline: "Head of Engineering at Analytical Engines Ltd",
      location: "London",
      url: "https://www.linkedin.com/in/ada-lovelace",
      data: { public_identifier: "ada-lovelace", followers_count: 10 },
    },
    {
      ...base,
      platform: "crm",
      name: "Grace Hopper",
      company: "Navy",
      email: "grace@navy.example.com",
      phone: "+1 (202) 555-0199",
      data: { source: "CSV import", notes: "Met at the conference", tags: ["vip", "cobol"] },
    },
  ];
  const inserted = await db.insert(leads).values(rows).returning({ id: leads.id });
  return { tenant, ids: inserted.map((r) => r.id) };
}

describe("contact backfill of leads saved before the contact record", () => {
  it("maps every platform's data into the contact fields, in batches", async () => {
    const { ids } = await seedOldLeads();
    expect(await backfillContacts({ batchSize: 3 })).toBe(4);
    const db = await getDb();
    const rows = await db.select().from(leads).orderBy(asc(leads.id));
    const byId = (id: number | undefined) => rows.find((r) => r.id === id)!;
    const [maps, web, linkedin, crm] = [byId(ids[0]), byId(ids[1]), byId(ids[2]), byId(ids[3])];

    expect(maps.contactVersion).toBe(2);
    expect(maps.phoneE164).toBe("+15035550142");
    expect(maps.phones).toEqual([{ number: "+15035550142", e164: true, type: "other", source: "maps" }]);
    expect(maps.website).toBe("https://www.bluedoorbakery.com/");
    expect(maps.domain).toBe("bluedoorbakery.com");
    expect(maps.company).toBe("Blue Door Bakery");
    expect(maps.addressParts).toEqual({
      street: "1200 SE Hawthorne Blvd",
      locality: "Portland",
      region: "OR",
      postalCode: "97214",
      country: "USA",
    });
    expect([maps.latitude, maps.longitude]).toEqual([45.512, -122.653]);
    expect(maps.provenance).toMatchObject({
      phones: "maps",
      website: "maps",
      coordinates: "maps",
      address: "maps",
    });
    expect(maps.phone).toBe("(503) 555-0142");
    // The place of the address is the Location; the source's own address line stays.
    expect([maps.location, maps.address]).toEqual([
      "Portland, OR, USA",
      "1200 SE Hawthorne Blvd, Portland, OR 97214, USA",
    ]);

    expect(web.emails.map((e) => e.address)).toEqual([
      "contact@atelier-dupont.fr",
      "marie@atelier-dupont.fr",
    ]);
    expect(web.emails.every((e) => e.status === "unchecked")).toBe(true);
    expect(web.emailStatus).toBe("unchecked");
    expect(web.phones.map((p) => [p.number, p.type])).toEqual([
      ["+33142685300", "landline"],
      ["+33612345678", "mobile"],
    ]);
    expect([web.firstName, web.lastName, web.title]).toEqual(["Marie", "Dupont", "Gérante"]);
    expect(web.domain).toBe("atelier-dupont.fr");
    expect(web.socials).toEqual([
      { network: "instagram", url: "https://www.instagram.com/atelierdupont", source: "web" },
    ]);
    expect(web.addressParts).toEqual({
      street: "12 Rue de la Paix",
      locality: "Paris",
      postalCode: "75002",
      country: "FR",
    });
    expect([web.location, web.address]).toEqual(["Paris, FR", "12 Rue de la Paix, 75002 Paris, FR"]);

    expect(linkedin.location).toBe("London");
    expect([linkedin.firstName, linkedin.lastName, linkedin.title, linkedin.company]).toEqual([
      "Ada",
      "Lovelace",
      "Head of Engineering",
      "Analytical Engines Ltd",
    ]);
    expect(linkedin.socials[0]).toMatchObject({
      network: "linkedin",
      url: "https://www.linkedin.com/in/ada-lovelace",
    });

    expect(crm.tags).toEqual(["vip", "cobol"]);
    expect(crm.notes).toBe("Met at the conference");
    expect(crm.phoneE164).toBe("+12025550199");
    expect(crm.domain).toBe("example.com");
    expect(crm.provenance).toMatchObject({ emails: "csv", tags: "csv", notes: "csv" });
    // The source's own record is left as it came.
    expect(crm.data).toEqual({
      source: "CSV import",
      notes: "Met at the conference",
      tags: ["vip", "cobol"],
    });

    expect(await backfillContactBatch()).toBe(0);
  });

  it("fills the Location and Address of leads mapped at version 1, and nothing else", async () => {
    const tenant = await createTenant();
    const db = await getDb();
    const [list] = await db
      .insert(leadLists)
      .values({ workspaceId: tenant.workspaceId, name: "v1", kind: "import", platform: null })
      .returning({ id: leadLists.id });
    const base = {
      workspaceId: tenant.workspaceId,
      listId: list!.id,
      platform: "crm" as const,
      contactVersion: 1,
    };
    const inserted = await db
      .insert(leads)
      .values([
        {
          ...base,
          name: "Anna Schmidt",
          title: "Inhaberin",
          addressParts: { locality: "Berlin", country: "Deutschland" },
        },
        {
          ...base,
          name: "Blue Door Bakery",
          addressParts: {
            street: "1200 SE Hawthorne Blvd",
            locality: "Portland",
            region: "OR",
            postalCode: "97214",
          },
        },
        { ...base, name: "Kept", location: "Munich", addressParts: { locality: "Berlin" } },
        { ...base, name: "No address" },
      ])
      .returning({ id: leads.id });
    expect(await backfillContacts({ batchSize: 3 })).toBe(4);
    const rows = await db.select().from(leads).where(eq(leads.listId, list!.id)).orderBy(asc(leads.id));
    expect(rows.map((r) => r.id)).toEqual(inserted.map((r) => r.id));
    expect(rows.map((r) => [r.location, r.address, r.contactVersion])).toEqual([
      ["Berlin, Deutschland", null, 2],
      ["Portland, OR", "1200 SE Hawthorne Blvd, 97214 Portland, OR", 2],
      ["Munich", null, 2],
      [null, null, 2],
    ]);
    expect(rows[0]!.title).toBe("Inhaberin");
    expect(await backfillContactBatch()).toBe(0);
  });

  it("leaves a lead edited meanwhile as the edit made it", async () => {
    const { ids } = await seedOldLeads();
    const db = await getDb();
    await db.update(leads).set({ title: "Edited", contactVersion: 1 }).where(eq(leads.id, ids[2]!));
    // Three mapped; the edited one (version 1) gets only its place columns.
    expect(await backfillContacts({ batchSize: 10 })).toBe(3);
    expect(await backfillContacts({ batchSize: 10 })).toBe(1);
    const [edited] = await db.select().from(leads).where(eq(leads.id, ids[2]!));
    expect(edited!.title).toBe("Edited");
    expect(edited!.firstName).toBeNull();
  });
});
