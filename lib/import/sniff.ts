import { leadMessages } from "@/lib/leads/messages";
import { importRefused } from "./errors";
import type { LegacyEncoding } from "./code-pages";
import { isMultiByte, legacyEncodingOf } from "./legacy-encoding";

export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | LegacyEncoding;

const signatures: { name: string; bytes: number[]; offset?: number }[] = [
  { name: "a PNG image", bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: "a JPEG image", bytes: [0xff, 0xd8, 0xff] },
  { name: "a GIF image", bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: "a WebP image", bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 },
  { name: "a PDF document", bytes: [0x25, 0x50, 0x44, 0x46] },
  { name: "an Excel workbook or ZIP archive (save it as CSV first)", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: "a legacy Excel workbook (save it as CSV first)", bytes: [0xd0, 0xcf, 0x11, 0xe0] },
  { name: "a compressed (gzip) file", bytes: [0x1f, 0x8b] },
];

function startsWith(head: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((b, i) => head[offset + i] === b);
}

/** Whether the bytes are UTF-8 so far (a character cut at the end may still be completed). */
export function isValidUtf8Prefix(head: Uint8Array): boolean {
  try {
    // stream: true tolerates a multi-byte character cut at the end of the sample.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Never decode a file with both encodings as one of them (that stores "JosÃ© MÃ¼ller"). */
export const MIXED_ENCODING_MESSAGE =
  'This file mixes UTF-8 and Windows-1252 (Latin-1) text, so some rows would be stored garbled. Save it as "CSV UTF-8" and upload it again.';

/** Whether the bytes hold at least one well-formed UTF-8 multi-byte character (legacy text almost never does). */
export function hasUtf8Sequence(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (!length || i + length > bytes.length) continue;
    let ok = true;
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k] ?? 0;
      if (c < 0x80 || c > 0xbf) ok = false;
    }
    if (ok && isValidUtf8Prefix(bytes.subarray(i, i + length))) return true;
  }
  return false;
}

/**
 * Decides how to read an upload from its first bytes: refuses binary files by magic number or control
 * bytes, follows a UTF-16 byte order mark (or NUL-interleaved text without one), and falls back from
 * UTF-8 to a legacy code page (Excel's "CSV" on Windows: Windows-1252 in the West, Shift_JIS in Japan,
 * Windows-1251 in Russia; `legacyEncodingOf`) only when the sample is not UTF-8; a sample with both
 * UTF-8 and single-byte text is refused (MIXED_ENCODING_MESSAGE). lib/import/decode.ts keeps checking the
 * rest of the file the same way. `codePage`, the user's choice, replaces the detection of a legacy one.
 */
export function sniffEncoding(head: Uint8Array, codePage?: LegacyEncoding): TextEncoding {
  for (const s of signatures) {
    if (startsWith(head, s.bytes, s.offset))
      throw importRefused(`${leadMessages.invalidCsvType}: this file is ${s.name}, not CSV text.`);
  }
  if (startsWith(head, [0xef, 0xbb, 0xbf])) return "utf-8";
  if (startsWith(head, [0xff, 0xfe])) return "utf-16le";
  if (startsWith(head, [0xfe, 0xff])) return "utf-16be";
  const sample = head.subarray(0, 4096);
  let evenNul = 0;
  let oddNul = 0;
  let control = 0;
  sample.forEach((b, i) => {
    if (b === 0) {
      if (i % 2 === 0) evenNul++;
      else oddNul++;
    }
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  });
  const pairs = Math.max(1, Math.floor(sample.length / 2));
  if (oddNul / pairs > 0.4 && evenNul / pairs < 0.05) return "utf-16le";
  if (evenNul / pairs > 0.4 && oddNul / pairs < 0.05) return "utf-16be";
  if (control / Math.max(1, sample.length) > 0.1) {
    throw importRefused(`${leadMessages.invalidCsvType}: this file looks binary, not CSV text.`);
  }
  if (isValidUtf8Prefix(head)) return "utf-8";
  const legacy = codePage ?? legacyEncodingOf(head);
  // Shift_JIS, GBK and the like make well-formed UTF-8 sequences by chance; a single-byte code page does not.
  if (!isMultiByte(legacy) && hasUtf8Sequence(head)) throw importRefused(MIXED_ENCODING_MESSAGE);
  return legacy;
}
