const PNG_IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Whether bytes follow the image's own end: a PNG's IEND chunk, a JPEG's last EOI marker, a WebP's
 * RIFF length. Data appended there is how most image polyglots (image + zip, image + HTML) are made.
 */
export function hasTrailingData(bytes: Uint8Array, type: "image/png" | "image/jpeg" | "image/webp"): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === "image/png") {
    const end = buffer.indexOf(PNG_IEND);
    return end < 0 || end + PNG_IEND.length !== buffer.length;
  }
  if (type === "image/jpeg") {
    return !(buffer.length >= 2 && buffer[buffer.length - 2] === 0xff && buffer[buffer.length - 1] === 0xd9);
  }
  if (buffer.length < 12) return true;
  const riffLength = buffer.readUInt32LE(4);
  return riffLength + 8 + (riffLength % 2) !== buffer.length && riffLength + 8 !== buffer.length;
}
