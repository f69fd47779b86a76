import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { LEGAL_FORMS, matchKeys, type MatchSource } from "@/lib/leads/duplicates/match-keys";

const empty: MatchSource = {
  name: null,
  company: null,
  firstName: null,
  lastName: null,
  emails: [],
  phones: [],
  socials: [],
  domain: null,
  address: null,
};

describe("matchKeys", () => {
  it("keys a normalised email, an E.164 phone only, and LinkedIn or Instagram profiles", () => {
    const keys = matchKeys({
      ...empty,
      emails: [{ address: " Ada@Example.Test " }, { address: "not an email" }],
      phones: [
        { number: "+14155550100", e164: true },
        { number: "ext. 12", e164: false },
      ],
      socials: [
        { url: "https://de.linkedin.com/in/ada-lovelace/" },
        { url: "https://www.instagram.com/p/abc123" },
        { url: "https://instagram.com/engines" },
      ],
    });
    expect(keys).toEqual([
      "e:ada@example.test",
      "p:+14155550100",
      "s:instagram.com/engines",
      "s:linkedin.com/in/ada-lovelace",
    ]);
  });

  it("gives no domain key for free mail or shared hosts, and a certain one to a company-level lead", () => {
    expect(matchKeys({ ...empty, domain: "gmail.com" })).toEqual([]);
    expect(matchKeys({ ...empty, domain: "wixsite.com" })).toEqual([]);
    expect(matchKeys({ ...empty, name: "Acme", company: "Acme", domain: "acme.test" })).toEqual([
      "d:acme.test",
      "dc:acme.test",
    ]);
    expect(
      matchKeys({ ...empty, name: "Ada Lovelace", firstName: "Ada", company: "Acme", domain: "acme.test" }),
    ).toEqual(["d:acme.test"]);
  });

  it("keys a name with its street and postal code, accents and street words folded", () => {
    const keys = matchKeys({
      ...empty,
      name: "Café Müller & Söhne",
      address: {
        street: "Hauptstraße 5",
        postalCode: "80331",
        locality: "München",
        country: "DE",
      },
    });
    expect(keys).toEqual(["a:cafe muller and sohne|hauptst 5|80331"]);
    for (const street of ["Hauptstr. 5", "Hauptstrasse 5"])
      expect(
        matchKeys({
          ...empty,
          name: "Cafe Muller and Sohne",
          address: { street, postalCode: "80331", country: "DE" },
        }),
      ).toEqual(keys);
    expect(
      matchKeys({
        ...empty,
        name: "Joe's",
        address: {
          street: "12 Main Street",
          locality: "Springfield",
          country: "US",
        },
      }),
    ).toEqual(["a:joe s|12 main st|springfield"]);
  });

  it("drops a business name's trailing legal forms from its name key, never the whole name", () => {
    const address = { street: "1200 SE Hawthorne Blvd", postalCode: "97214", country: "US" };
    const key = (name: string) => matchKeys({ ...empty, name, address });
    const expected = ["a:blue door bakery|1200 se hawthorne blvd|97214"];
    for (const name of [
      "Blue Door Bakery",
      "Blue Door Bakery, LLC",
      "BLUE DOOR BAKERY Inc.",
      "Blue Door Bakery Co. Ltd",
    ])
      expect(key(name)).toEqual(expected);
    expect(key("Müller GmbH & Co. KG")).toEqual(["a:muller|1200 se hawthorne blvd|97214"]);
    expect(key("Atelier S.A.R.L.")).toEqual(key("Atelier"));
    expect(key("Co")).toEqual(["a:co|1200 se hawthorne blvd|97214"]);
    expect(key("Costco")).toEqual(["a:costco|1200 se hawthorne blvd|97214"]);
  });

  it("migration 0030 re-keys exactly the names ending in the legal forms the code drops", () => {
    const sql = fs.readFileSync(
      path.join(process.cwd(), "db/migrations/0030_name_keys_legal_forms.sql"),
      "utf8",
    );
    const alternation = /\( \(([^)]*)\)\)\+/.exec(sql)?.[1];
    expect(alternation?.split("|")).toEqual(LEGAL_FORMS);
  });
});
