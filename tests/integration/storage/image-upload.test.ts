import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanUploadedImage, imageMessages, MAX_UPLOAD_IMAGE_BYTES } from "@/lib/uploads/image";

const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });

async function withExif(format: "png" | "jpeg" | "webp") {
  return pixels(64, 32)
    .withExif({ IFD0: { Copyright: "hidden-owner-secret", ImageDescription: "gps and camera" } })
    [format]()
    .toBuffer();
}

describe("uploaded images", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "accepts %s, re-encodes it in its own type and drops its metadata",
    async (format) => {
      const input = await withExif(format);
      expect((await sharp(input).metadata()).exif).toBeDefined();
      const clean = await cleanUploadedImage(new Uint8Array(input));
      expect(clean.contentType).toBe(`image/${format}`);
      const meta = await sharp(clean.bytes).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(Buffer.from(clean.bytes).includes("hidden-owner-secret")).toBe(false);
      expect([clean.width, clean.height]).toEqual([64, 32]);
    },
  );

  it("refuses SVG, even named and typed as a PNG", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    await expect(cleanUploadedImage(svg)).rejects.toMatchObject({
      message: imageMessages.notAllowed,
      status: 400,
    });
  });

  it("refuses GIF and other non-image files", async () => {
    const gif = await pixels(4, 4).gif().toBuffer();
    await expect(cleanUploadedImage(new Uint8Array(gif))).rejects.toMatchObject({
      message: imageMessages.notAllowed,
    });
    await expect(cleanUploadedImage(new TextEncoder().encode("%PDF-1.7 hello"))).rejects.toMatchObject({
      message: imageMessages.notAllowed,
    });
  });

  it("refuses polyglots: a PNG with HTML appended, a JPEG with a zip appended, markup inside a PNG chunk", async () => {
    const png = await pixels(8, 8).png().toBuffer();
    const jpeg = await pixels(8, 8).jpeg().toBuffer();
    const withHtml = Buffer.concat([
      png,
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
    ]);
    const withZip = Buffer.concat([jpeg, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])]);
    const withTrailing = Buffer.concat([png, Buffer.from("tail")]);
    // A tEXt chunk carrying a script, placed before IEND so the PNG itself stays valid.
    const iend = png.length - 12;
    const chunk = Buffer.from("tEXtComment\0<script>alert(1)</script>");
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length - 4);
    const inside = Buffer.concat([png.subarray(0, iend), length, chunk, Buffer.alloc(4), png.subarray(iend)]);
    for (const polyglot of [withHtml, withZip, withTrailing, inside]) {
      await expect(cleanUploadedImage(new Uint8Array(polyglot))).rejects.toMatchObject({
        message: imageMessages.notAllowed,
      });
    }
  });

  it("refuses too many pixels from the header, before decoding", async () => {
    const huge = await pixels(5000, 4000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(MAX_UPLOAD_IMAGE_BYTES);
    await expect(cleanUploadedImage(new Uint8Array(huge))).rejects.toMatchObject({
      message: imageMessages.tooManyPixels,
    });
  });

  it("refuses a file over the size cap and an empty file", async () => {
    const big = new Uint8Array(MAX_UPLOAD_IMAGE_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(cleanUploadedImage(big)).rejects.toMatchObject({
      message: imageMessages.tooLarge,
      status: 413,
    });
    await expect(cleanUploadedImage(new Uint8Array())).rejects.toMatchObject({
      message: imageMessages.unreadable,
    });
  });

  it("refuses a truncated image", async () => {
    const png = await pixels(32, 32).png().toBuffer();
    const truncated = Buffer.concat([png.subarray(0, 40), png.subarray(png.length - 12)]);
    await expect(cleanUploadedImage(new Uint8Array(truncated))).rejects.toMatchObject({ status: 400 });
  });

  it("shrinks a large logo to at most 1024 pixels a side", async () => {
    const wide = await pixels(3000, 1000).png().toBuffer();
    const clean = await cleanUploadedImage(new Uint8Array(wide));
    expect([clean.width, clean.height]).toEqual([1024, 341]);
  });
});
