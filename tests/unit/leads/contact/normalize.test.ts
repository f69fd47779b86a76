import { describe, expect, it } from "vitest";
import { normalizeEmail, phoneEntry } from "@/lib/leads/contact/normalize";

describe("phoneEntry", () => {
  it("reads full-width digits and dashes, as a Japanese input mode types them", () => {
    expect(phoneEntry("０３－１２３４－５６７８", "csv", "JP")).toEqual({
      number: "+81312345678",
      e164: true,
      type: "landline",
      source: "csv",
    });
  });

  it("reads other scripts' digits, and keeps a number it cannot complete as given rather than dropping it", () => {
    expect(phoneEntry("+٢٠ ١٠ ١٢٣٤ ٥٦٧٨", "csv")?.number).toBe("+201012345678");
    expect(phoneEntry("۰۹۱۲ ۳۴۵ ۶۷۸۹", "csv", "IR")?.number).toBe("+989123456789");
    expect(phoneEntry("٠١٢٣٤٥٦٧٨٩", "csv", "EG")).toEqual({
      number: "٠١٢٣٤٥٦٧٨٩",
      e164: false,
      type: "other",
      source: "csv",
    });
  });

  it("is no phone for text without a digit", () => {
    expect(phoneEntry("ask at reception", "csv")).toBeNull();
    expect(phoneEntry("－", "csv")).toBeNull();
  });
});

describe("normalizeEmail", () => {
  it("makes a full-width address plain and lower-cases it", () => {
    expect(normalizeEmail("ＴＡＲＯ＠ｅｘａｍｐｌｅ．ｊｐ")).toBe("taro@example.jp");
    expect(normalizeEmail(" mailto:Taro@Example.JP?subject=hi ")).toBe("taro@example.jp");
  });

  it("is null for what is no address", () => {
    expect(normalizeEmail("taro at example.jp")).toBeNull();
    expect(normalizeEmail("山田@例え")).toBeNull();
  });
});
