import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { leadCustomFields, leads } from "@/db/schema";
import { contactEditMessages } from "@/lib/leads/contact/edit-schema";
import { getLead, updateLead } from "@/lib/leads/queries";
import { editLeadContactSchema, updateLeadSchema } from "@/lib/leads/validations";
import { loadSampleData } from "@/lib/leads/sample-data";
import { createTenant, importCsv } from "./support";

async function importedLead() {
  const tenant = await createTenant();
  const result = await importCsv(
    tenant,
    "name,company,email,email_2,phone,notes\r\nGrace Hopper,Navy,grace@navy.example.com,g.hopper@navy.example.com,+1 202 555 0199,first call\r\n",
  );
  const db = await getDb();
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.listId, result.listId!));
  return { tenant, leadId: row!.id };
}

const parse = (input: Record<string, unknown>) => updateLeadSchema.parse(input);

describe("editing a lead's contact fields", () => {
  it("the screen's edit names no platform: it writes the status and contact fields of any source's lead and leaves its record as it came", async () => {
    const tenant = await createTenant();
    await loadSampleData(tenant);
    const db = await getDb();
    const [linkedin] = await db
      .select()
      .from(leads)
      .where(eq(leads.workspaceId, tenant.workspaceId))
      .then((rows) => rows.filter((r) => r.platform === "linkedin"));
    const lead = await updateLead({
      workspaceId: tenant.workspaceId,
      input: editLeadContactSchema.parse({
        leadId: linkedin!.id,
        status: "contacted",
        contact: {
          title: "Head of Growth",
          emails: ["ava@northwind.example"],
          phones: [{ number: "+1 512 555 0143" }],
        },
      }),
    });
    expect(lead.status).toBe("CONTACTED");
    expect([lead.title, lead.email, lead.phoneE164]).toEqual([
      "Head of Growth",
      "ava@northwind.example",
      "+15125550143",
    ]);
    expect(lead.provenance).toMatchObject({ title: "user", emails: "user", phones: "user" });
    expect(lead.data).toEqual(linkedin!.data);
    expect([lead.name, lead.headline, lead.url]).toEqual([linkedin!.name, linkedin!.headline, linkedin!.url]);

    const other = await createTenant();
    await expect(
      updateLead({
        workspaceId: other.workspaceId,
        input: editLeadContactSchema.parse({ leadId: linkedin!.id, status: "x" }),
      }),
    ).rejects.toThrow("Lead not found.");
  });

  it("writes each field to its column with the user as its source and leaves the source's record as it came", async () => {
    const { tenant, leadId } = await importedLead();
    const before = await getLead({ workspaceId: tenant.workspaceId, leadId });
    const lead = await updateLead({
      workspaceId: tenant.workspaceId,
      input: parse({
        platform: "crm",
        leadId,
        name: "Grace Hopper",
        company: "US Navy",
        source: "CSV import",
        contact: {
          title: "Rear Admiral",
          emails: ["Grace@Navy.example.com", "grace.hopper@yale.example.edu"],
          phones: [{ number: "+44 20 7946 0958", type: "landline" }, { number: "0044 7911 123456" }],
          website: "www.navy.mil", // typed without its scheme: stored as https
          tags: ["cobol", "vip"],
          address: { locality: "Arlington", country: "US" },
          timeZone: "America/New_York",
        },
      }),
    });
    expect(lead.title).toBe("Rear Admiral");
    expect(lead.emails).toEqual([
      // An unchanged address keeps its status; a new one waits for the check.
      { address: "grace@navy.example.com", status: before.emails[0]!.status, source: "user" },
      { address: "grace.hopper@yale.example.edu", status: "unchecked", source: "user" },
    ]);
    expect(lead.email).toBe("grace@navy.example.com");
    expect(lead.phones.map((p) => p.number)).toEqual(["+442079460958", "+447911123456"]);
    expect([lead.phone, lead.phoneE164]).toEqual(["+442079460958", "+442079460958"]);
    expect([lead.website, lead.domain]).toEqual(["https://www.navy.mil/", "navy.mil"]);
    expect(lead.tags).toEqual(["cobol", "vip"]);
    expect(lead.addressParts).toEqual({ locality: "Arlington", country: "US" });
    expect([lead.location, lead.address]).toEqual(["Arlington, US", null]);
    expect(lead.timeZone).toBe("America/New_York");
    expect(lead.provenance).toMatchObject({
      title: "user",
      emails: "user",
      phones: "user",
      website: "user",
      tags: "user",
      notes: "user",
    });
    expect(lead.data).toEqual(before.data);
    expect(lead.company).toBe("US Navy");
  });

  it("the legacy form's email and notes land in the contact record, not the source's record, keeping other emails", async () => {
    const { tenant, leadId } = await importedLead();
    const lead = await updateLead({
      workspaceId: tenant.workspaceId,
      input: parse({
        platform: "crm",
        leadId,
        name: "Grace Hopper",
        company: "Navy",
        source: "CSV import",
        email: "admiral@navy.example.com",
        notes: "second call",
        tags: "a, b",
      }),
    });
    expect(lead.emails.map((e) => e.address)).toEqual([
      "admiral@navy.example.com",
      "g.hopper@navy.example.com",
    ]);
    expect([lead.notes, lead.tags]).toEqual(["second call", ["a", "b"]]);
    expect(lead.data).toEqual({ source: "CSV import" });
  });

  it("refuses a bad email, phone, link, time zone or coordinate with its own message", () => {
    const bad = updateLeadSchema.safeParse({
      platform: "web",
      leadId: 1,
      jsonOutput: "{}",
      contact: {
        emails: ["not-an-email"],
        phones: [{ number: "12" }],
        website: "javascript:alert(1)",
        timeZone: "Mars/Base",
        latitude: 91,
      },
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => [i.path.slice(1).join("."), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ["emails.0", contactEditMessages.email],
        ["phones.0.number", contactEditMessages.phone],
        ["website", contactEditMessages.url],
        ["timeZone", contactEditMessages.timeZone],
        ["latitude", contactEditMessages.latitude],
      ]),
    );
  });

  it("reads a full-width email and phone, as a Japanese input mode types them", () => {
    const parsed = updateLeadSchema.parse({
      platform: "web",
      leadId: 1,
      jsonOutput: "{}",
      contact: {
        emails: ["ＴＡＲＯ＠ｅｘａｍｐｌｅ．ｊｐ"],
        phones: [{ number: "＋８１ ３－１２３４－５６７８" }],
      },
    });
    expect(parsed.contact).toMatchObject({
      emails: ["taro@example.jp"],
      phones: [{ number: "+81312345678" }],
    });
  });

  it("takes only custom fields the workspace defines, removes an emptied one, and never another workspace's lead", async () => {
    const { tenant, leadId } = await importedLead();
    const edit = { platform: "crm", leadId, name: "G", company: "N" };
    const input = parse({ ...edit, contact: { customFields: { industry: "Defence" } } });
    await expect(updateLead({ workspaceId: tenant.workspaceId, input })).rejects.toThrow(
      "Unknown custom field: industry",
    );
    const db = await getDb();
    await db
      .insert(leadCustomFields)
      .values({ workspaceId: tenant.workspaceId, key: "industry", label: "Industry" });
    expect((await updateLead({ workspaceId: tenant.workspaceId, input })).customFields).toEqual({
      industry: "Defence",
    });
    // Emptied, the field is gone from the lead (and so from its exports), not kept as an empty value.
    const emptied = parse({ ...edit, contact: { customFields: { industry: " " } } });
    expect((await updateLead({ workspaceId: tenant.workspaceId, input: emptied })).customFields).toEqual({});

    const other = await createTenant();
    await expect(updateLead({ workspaceId: other.workspaceId, input })).rejects.toMatchObject({
      code: "not_found:lead",
    });
  });
});
