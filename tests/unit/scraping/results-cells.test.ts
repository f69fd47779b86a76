import { describe, expect, it } from "vitest";
import { columnLabel } from "@/lib/scraping/column-labels";
import { resultRecord } from "@/lib/scraping/results";

const webLead = (jsonOutput: Record<string, unknown>) => ({
  platform: "web" as const,
  name: "Bright Smiles",
  company: null,
  email: null,
  phone: null,
  headline: null,
  location: null,
  address: null,
  url: "https://clinic.example",
  data: { jsonOutput },
});

describe("scrape results", () => {
  it("name columns for people: camelCase, snake_case and known abbreviations", () => {
    expect(columnLabel("companyName")).toBe("Company Name");
    expect(columnLabel("company_name")).toBe("Company Name");
    expect(columnLabel("ig_url")).toBe("Instagram URL");
    expect(columnLabel("pic_url")).toBe("Picture URL");
    expect(columnLabel("is_private")).toBe("Is Private");
    expect(columnLabel("openingHours")).toBe("Opening Hours");
    expect(columnLabel("url")).toBe("URL");
  });

  it("show people and other objects as readable lines, never as JSON", () => {
    const record = resultRecord(
      webLead({
        companyName: "Bright Smiles",
        emails: ["a@clinic.example", "b@clinic.example"],
        people: [
          { name: "Ada Lovelace", role: "Founder" },
          { name: "Grace Hopper", role: "" },
        ],
        address: { street: "1 Main St", city: "Singapore", postcode: null },
      }),
    );
    expect(record.people).toBe("Ada Lovelace, Founder\nGrace Hopper");
    expect(record.emails).toBe("a@clinic.example, b@clinic.example");
    expect(record.address).toBe("1 Main St, Singapore");
    expect(Object.values(record).join(" ")).not.toMatch(/[{}[\]"]/);
  });
});
