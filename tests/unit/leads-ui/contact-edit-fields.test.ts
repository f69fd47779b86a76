import { describe, expect, it } from "vitest";
import {
  contactEditFromForm,
  contactEditValues,
  contactErrorField,
  contactFields,
  type EditableLead,
} from "@/components/leads/edit-lead/contact-edit-fields";
import { contactEditSchema } from "@/lib/leads/contact/edit-schema";
import type { LeadRow } from "@/lib/leads/types";

const lead = {
  id: 7,
  platform: "linkedin",
  name: "Ava Patel",
  title: null,
  company: "Northwind Labs",
  emails: [{ address: "ava@northwind.example", status: "valid", source: "linkedin" }],
  phones: [{ number: "+15125550143", e164: true, type: "mobile", source: "linkedin" }],
  website: null,
  addressParts: { locality: "Austin", region: "TX" },
  tags: ["vip"],
  notes: null,
} as unknown as LeadRow;

function formOf(changes: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...contactEditValues(lead), ...changes }))
    form.set(name, value);
  return form;
}

describe("Edit Lead's contact details", () => {
  it("sends nothing when nothing changed", () => {
    expect(contactEditFromForm(formOf({}), lead)).toBeUndefined();
  });

  it("sends only what changed; a kept phone keeps its type, the address goes whole", () => {
    const edit = contactEditFromForm(
      formOf({
        "contact.title": " Head of Growth ",
        "contact.phones": "+15125550143\n+44 20 7946 0958\n",
        "contact.address.postalCode": "78701",
        "contact.tags": "vip, , austin ",
      }),
      lead,
    );
    expect(edit).toEqual({
      title: "Head of Growth",
      phones: [
        { number: "+15125550143", type: "mobile" },
        { number: "+44 20 7946 0958", type: undefined },
      ],
      address: { street: "", locality: "Austin", region: "TX", postalCode: "78701", country: "" },
      tags: ["vip", "austin"],
    });
    const parsed = contactEditSchema.parse(edit);
    expect(parsed.phones).toEqual([
      { number: "+15125550143", type: "mobile" },
      { number: "+442079460958", type: "other" },
    ]);
    expect(parsed.address).toEqual({
      street: null,
      locality: "Austin",
      region: "TX",
      postalCode: "78701",
      country: null,
    });
  });

  it("clears a text field with null, and an emptied name is refused rather than cleared", () => {
    expect(contactEditFromForm(formOf({ "contact.company": "  " }), lead)).toEqual({ company: null });
    const web = { ...lead, platform: "web" } as LeadRow;
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...contactEditValues(web), "contact.name": "" }))
      form.set(name, value);
    const edit = contactEditFromForm(form, web);
    expect(contactEditSchema.safeParse(edit).success).toBe(false);
  });

  it("offers the same contact fields for every source, the name first and required", () => {
    const names = contactFields().map((f) => f.name);
    expect(names.slice(0, 6)).toEqual([
      "contact.name",
      "contact.title",
      "contact.company",
      "contact.emails",
      "contact.phones",
      "contact.website",
    ]);
    expect(names).toContain("contact.address.postalCode");
    expect(contactFields()[0]!.required).toBe(true);
  });

  it("labels and fills the workspace's custom fields, sending only the ones changed", () => {
    const withCustom = {
      ...lead,
      customFields: { industry: "Software", seats: "40" },
      customFieldDefinitions: [
        { key: "industry", label: "Industry" },
        { key: "seats", label: "Seats" },
        { key: "region_code", label: "Region code" },
      ],
    } as EditableLead;
    const fields = contactFields(withCustom.customFieldDefinitions);
    expect(fields.slice(-3).map((f) => [f.name, f.label])).toEqual([
      ["contact.customFields.industry", "Industry"],
      ["contact.customFields.seats", "Seats"],
      ["contact.customFields.region_code", "Region code"],
    ]);
    const form = new FormData();
    for (const [name, value] of Object.entries(contactEditValues(withCustom))) form.set(name, value);
    expect(form.get("contact.customFields.seats")).toBe("40");
    expect(form.get("contact.customFields.region_code")).toBe("");
    form.set("contact.customFields.industry", " Fintech ");
    form.set("contact.customFields.region_code", "TX");
    expect(contactEditFromForm(form, withCustom)).toEqual({
      customFields: { industry: "Fintech", region_code: "TX" },
    });
  });

  it("puts an error of one address or number on its box", () => {
    expect(contactErrorField("contact.emails.1")).toBe("contact.emails");
    expect(contactErrorField("contact.phones.0.number")).toBe("contact.phones");
    expect(contactErrorField("contact.address.country")).toBe("contact.address.country");
  });
});
