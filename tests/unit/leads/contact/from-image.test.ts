import { describe, expect, it } from "vitest";
import { contactFromImage } from "@/lib/leads/contact/from-image";
import { contactsFromText } from "@/lib/scraping/ocr/contacts";

/** A business card's OCR text through the image scraper's own contact reader. */
const card = `Jordan Reyes
Senior Account Manager
Northwind Logistics
jordan.reyes@northwind-logistics.com | sales@northwind-logistics.com
Tel (415) 555-0134  Mobile +1 415 555 0199
www.northwind-logistics.com  linkedin.com/in/jreyes`;

describe("contactFromImage", () => {
  it("keeps every email and phone in E.164 and tells the website from a profile", () => {
    const ocr = contactsFromText(card, "card.png");
    const contact = contactFromImage({
      name: ocr.emails[0],
      email: ocr.emails[0],
      phone: ocr.phones[0],
      data: { jsonOutput: ocr, status: "NEW" },
    });
    expect(contact.emails.map((e) => e.address)).toEqual([
      "jordan.reyes@northwind-logistics.com",
      "sales@northwind-logistics.com",
    ]);
    expect(contact.phones.map((p) => p.number)).toEqual(["+14155550134", "+14155550199"]);
    expect(contact.phones.every((p) => p.e164 && p.source === "ocr")).toBe(true);
    expect(contact.website).toBe("https://www.northwind-logistics.com/");
    expect(contact.domain).toBe("northwind-logistics.com");
  });
});
