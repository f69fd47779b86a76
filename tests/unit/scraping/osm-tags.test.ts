import { describe, expect, it } from "vitest";
import { categoryFor, normaliseTerm } from "@/lib/scraping/osm/categories";
import { osmElementToLead } from "@/lib/scraping/osm/lead";
import { osmOpeningHours } from "@/lib/scraping/osm/opening-hours";
import { overpassQuery, quarters } from "@/lib/scraping/osm/overpass-query";

describe("OpenStreetMap business terms", () => {
  it.each([
    ["Dentists", "Dentist"],
    ["dental clinics", "Dentist"],
    ["  Coffee   Shops ", "Cafe"],
    ["businesses", "Company office"],
    ["SMEs", "Company office"],
  ])("reads %j as the %s category", (term, label) => {
    expect(categoryFor(term)?.label).toBe(label);
  });

  it("has no category for a term OpenStreetMap does not tag", () => {
    expect(categoryFor("Blue River")).toBeUndefined();
    expect(normaliseTerm("Glasses")).toBe("glass");
  });
});

describe("opening_hours", () => {
  it("reads day ranges, lists, wrap-around ranges and days off", () => {
    expect(osmOpeningHours("Mo-Fr 09:00-17:00; Sa,Su 10:00-12:00,14:00-16:00")).toMatchObject({
      openhr_mon: "09:00-17:00",
      openhr_fri: "09:00-17:00",
      openhr_sat: "10:00-12:00,14:00-16:00",
      openhr_sun: "10:00-12:00,14:00-16:00",
    });
    expect(osmOpeningHours("Fr-Mo 18:00-02:00+; Tu off")).toMatchObject({
      openhr_fri: "18:00-02:00+",
      openhr_mon: "18:00-02:00+",
      openhr_tue: "Closed",
      openhr_wed: null,
    });
    expect(osmOpeningHours("24/7").openhr_sun).toBe("Open 24 hours");
  });

  it("leaves days unset for rules it does not read", () => {
    expect(Object.values(osmOpeningHours("PH off; Jan-Mar Mo 10:00-12:00; sunrise-sunset"))).toEqual(
      Array(7).fill(null),
    );
    expect(Object.values(osmOpeningHours(undefined))).toEqual(Array(7).fill(null));
  });
});

describe("Overpass queries", () => {
  const box = { south: 1, west: 2, north: 3, east: 4 };

  it("asks for the category's tags with names inside the box", () => {
    const query = overpassQuery({
      box,
      category: categoryFor("lawyers"),
      term: "lawyers",
      limit: 25,
      timeoutSeconds: 60,
    });
    expect(query).toBe(
      '[out:json][timeout:60][bbox:1,2,3,4];\n(\n  nwr["office"="lawyer"]["name"];\n);\nout center tags 25;',
    );
  });

  it("quotes a free term as a literal regular expression", () => {
    const query = overpassQuery({ box, term: 'a.b"c\\', limit: 5, timeoutSeconds: 60 });
    expect(query).toContain('nwr["name"~"a\\\\.b\\"c\\\\\\\\",i]');
  });

  it("splits a box into four that cover it", () => {
    const parts = quarters(box);
    expect(parts).toHaveLength(4);
    expect(Math.min(...parts.map((p) => p.south))).toBe(1);
    expect(Math.max(...parts.map((p) => p.east))).toBe(4);
  });
});

describe("the customers recommendations name", () => {
  it.each(["travel agencies", "event planners", "property management companies", "pet shops", "care homes"])(
    "%s have tags",
    (term) => {
      expect(categoryFor(term)).toBeDefined();
    },
  );
});

describe("an element's website", () => {
  const websiteOf = (website: string) =>
    osmElementToLead({ type: "node", id: 1, lat: 1, lon: 2, tags: { name: "Smile", website } })?.data
      .website_link;

  it("is stored as the web address the rest of the product stores", () => {
    expect(websiteOf("smile.example")).toBe("https://smile.example/");
    expect(websiteOf("http://www.smile.example/de")).toBe("http://www.smile.example/de");
    expect(websiteOf("https://smile.example/;https://other.example")).toBe("https://smile.example/");
  });

  it("is left empty for a tag that is no web address", () => {
    expect(websiteOf("call us")).toBeNull();
    expect(websiteOf("javascript:alert(1)")).toBeNull();
    expect(websiteOf("ftp://files.smile.example")).toBeNull();
  });
});
