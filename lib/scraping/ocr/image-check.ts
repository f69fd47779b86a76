import { fileTypeFromBuffer } from "file-type";

/**
 * An upload is an image only by its bytes: PNG, JPEG, WebP or GIF (never SVG, whatever its name or
 * declared type), at most 10 MB, and at most 16 megapixels (a 12-megapixel phone photo fits) read from
 * the header before anything decodes it: a decompression bomb is refused without allocating its
 * pixels, and recognition time grows with the pixel count.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 16_000_000;
const TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);

export class ImageCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageCheckError";
  }
}

export type CheckedImage = { mime: string; width: number; height: number };

export async function checkImage(bytes: Uint8Array | undefined): Promise<CheckedImage> {
  if (!bytes || bytes.byteLength === 0) throw new ImageCheckError("Please upload an image");
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    throw new ImageCheckError("The image is too large. Upload an image of up to 10MB.");
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !TYPES.has(type.mime))
    throw new ImageCheckError("The file is not an image. Upload a PNG, JPG, WebP or GIF image.");
  const size = dimensions(bytes, type.mime);
  if (!size || size.width < 1 || size.height < 1)
    throw new ImageCheckError("The image could not be read. Upload a PNG, JPG, WebP or GIF image.");
  if (size.width * size.height > MAX_PIXELS)
    throw new ImageCheckError(
      `The image has too many pixels. Upload an image of up to ${MAX_PIXELS / 1_000_000} megapixels.`,
    );
  return { mime: type.mime, ...size };
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);

/** Width and height from the header alone. */
export function dimensions(b: Uint8Array, mime: string): { width: number; height: number } | null {
  if (mime === "image/png" && b.length >= 24) return { width: u32be(b, 16), height: u32be(b, 20) };
  if (mime === "image/gif" && b.length >= 10) return { width: u16le(b, 6), height: u16le(b, 8) };
  if (mime === "image/webp" && b.length >= 30) {
    const chunk = String.fromCharCode(...b.subarray(12, 16));
    if (chunk === "VP8 ") return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    return null;
  }
  if (mime === "image/jpeg") {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1]!;
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
        i += marker === 0xff ? 1 : 2;
        continue;
      }
      const length = u16be(b, i + 2);
      // Start-of-frame markers (not DHT c4, JPG c8, DAC cc) carry the size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
      i += 2 + length;
    }
  }
  return null;
}
