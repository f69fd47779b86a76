/**
 * Every text pass of the web extraction is linear in its input: 5 MB of what made the old patterns
 * backtrack (a run of address-like characters, whitespace, broken tags, long lines of numbers) is
 * read in one pass. The test timeout is only a hang guard: the old email pattern needed 11.7 s for
 * 150 KB and hours for 5 MB.
 */
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import {
  cleanEmail,
  decodeCloudflareEmail,
  mailtoEmails,
  textEmails,
} from "@/lib/scraping/web/extract/emails";
import { textPhones, toE164 } from "@/lib/scraping/web/extract/phones";
import { microdataNodes } from "@/lib/scraping/web/extract/structured";
import { visibleText } from "@/lib/scraping/web/extract/text";
import { contactLinks } from "@/lib/scraping/web/page-selection";

const FIVE_MB = 5 * 1024 * 1024;
const fill = (unit: string, around: [string, string] = ["", ""]) =>
  around[0] + unit.repeat(Math.floor(FIVE_MB / unit.length)) + around[1];
const page = new URL("https://acme.example/");
const GUARD = 60_000;

describe("linear extraction passes", () => {
  it(
    "finds the address after a 5 MB run of address-like characters",
    () => {
      expect(textEmails(fill("a.b-c_d+e", ["", " and mail hello@acme.example"]))).toEqual([
        "hello@acme.example",
      ]);
      expect(textEmails(fill("a"))).toEqual([]);
      expect(textEmails(fill("ab@"))).toEqual([]);
      expect(textEmails(fill("a.", ["x@", ""]))).toEqual([]);
    },
    GUARD,
  );

  it(
    "reads obfuscated addresses around 5 MB of whitespace",
    () => {
      expect(textEmails(fill(" ", ["sales [at] acme [dot] example", " x"]))).toEqual(["sales@acme.example"]);
      expect(textEmails(fill(" [ at", ["", "x"]))).toEqual([]);
    },
    GUARD,
  );

  it(
    "refuses 5 MB candidates in mailto links, Cloudflare hashes and raw values at once",
    () => {
      expect(cleanEmail(fill(">", ["", "x"]))).toBeNull();
      expect(mailtoEmails(`mailto:${fill(">", ["", "x"])}`)).toEqual([]);
      expect(decodeCloudflareEmail(fill("ab"))).toBeNull();
      expect(toE164(fill(" ", ["tel:", "1"]), "US")).toBeNull();
    },
    GUARD,
  );

  it(
    "reads phones on a 5 MB line",
    () => {
      expect(textPhones(fill("Tel 1", ["Call +44 20 7946 0321 ", ""]), "GB")).toEqual(["+442079460321"]);
    },
    GUARD,
  );

  it(
    "scans 5 MB of broken and repeated link tags",
    () => {
      expect(contactLinks(fill("<a "), page)).toEqual([]);
      expect(contactLinks(fill("<base "), page)).toEqual([]);
      expect(contactLinks(fill("<a><"), page)).toEqual([]);
      const links = contactLinks(
        fill('<a href="/shop">x</a>', ['<a href="/contact">Contact</a>', "&#x110000;"]),
        page,
      );
      expect(links.map((l) => l.url.pathname)).toEqual(["/contact"]);
      expect(contactLinks('<a href="/%zz-contact">Contact</a>', page).map((l) => l.url.pathname)).toEqual([
        "/%zz-contact",
      ]);
    },
    GUARD,
  );

  it(
    "walks deeply nested markup without running out of stack",
    () => {
      const deep = load(`<body>${"<b>".repeat(200_000)}call hello@acme.example</body>`);
      expect(visibleText(deep, deep("body")[0])).toBe("call hello@acme.example");
      const items = load(
        `<div itemscope itemtype="https://schema.org/Organization">${'<span itemprop="email">a@acme.example</span>'.repeat(100_000)}</div>`,
      );
      const [org] = microdataNodes(items);
      expect(org?.props.get("email")).toHaveLength(100_000);
    },
    GUARD,
  );
});
