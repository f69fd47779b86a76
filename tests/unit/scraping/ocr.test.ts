import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contactsFromText } from "@/lib/scraping/ocr/contacts";
import { checkImage } from "@/lib/scraping/ocr/image-check";
import { recognize, terminateOcrWorker } from "@/lib/scraping/ocr/worker";

const fixture = fs.readFileSync(path.resolve(__dirname, "../../fixtures/images/contact-card.png"));

afterAll(() => terminateOcrWorker());

describe("image checks", () => {
  it("asks for an image when there is none", async () => {
    await expect(checkImage(undefined)).rejects.toThrow("Please upload an image");
    await expect(checkImage(new Uint8Array())).rejects.toThrow("Please upload an image");
  });

  it("reads the type from the bytes, never the name: SVG and text are refused", async () => {
    await expect(
      checkImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).rejects.toThrow("The file is not an image");
    await expect(checkImage(new TextEncoder().encode("hello"))).rejects.toThrow("The file is not an image");
  });

  it("refuses more than 10 MB and more than 40 megapixels before decoding", async () => {
    await expect(checkImage(new Uint8Array(10 * 1024 * 1024 + 1))).rejects.toThrow("up to 10MB");
    const huge = Buffer.from(fixture);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    await expect(checkImage(huge)).rejects.toThrow("too many pixels");
  });

  it("accepts the PNG fixture with its size from the header", async () => {
    expect(await checkImage(fixture)).toEqual({ mime: "image/png", width: 720, height: 240 });
  });
});

describe("OCR", () => {
  it("reads the fixture's text, emails, phones and URLs with the reused worker", async () => {
    const first = contactsFromText(await recognize(fixture), "contact-card.png");
    expect(first.text).toContain("Northwind Traders");
    expect(first.emails).toEqual(["sales@northwind.example"]);
    expect(first.phones).toEqual(["+14155550142"]);
    expect(first.urls).toEqual(["https://www.northwind.example"]);
    const again = await recognize(fixture);
    expect(again).toContain("sales@northwind.example");
  }, 60_000);
});
