/**
 * Decodes an HTML page the way browsers do, in order: a byte-order mark, the Content-Type charset,
 * a <meta charset> or http-equiv in the first 4 KB; with none of them, UTF-8 when the bytes are valid
 * UTF-8, else windows-1252 (what undeclared Western pages are written in).
 */
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;
const XML_ENCODING = /^\s*<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i;
// Labels pages use that the WHATWG Encoding Standard does not know.
const ALIASES: Record<string, string> = {
  "latin-1": "windows-1252",
  "iso8859-1": "windows-1252",
  "iso-latin-1": "windows-1252",
  utf_8: "utf-8",
  "utf-8n": "utf-8",
};

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return null;
}

export function headerCharset(contentType: string | undefined): string | null {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? "");
  return match?.[1] ? match[1].toLowerCase() : null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    // A page that says "iso-8859-1" means windows-1252 (WHATWG Encoding maps them alike).
    return new TextDecoder(ALIASES[label.toLowerCase()] ?? label);
  } catch {
    return null;
  }
}

export function decodeHtml(bytes: Uint8Array, contentType?: string): string {
  const bom = bomCharset(bytes);
  if (bom) return new TextDecoder(bom).decode(bytes); // TextDecoder drops the BOM itself
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 4096));
  const declared =
    decoderFor(headerCharset(contentType)) ??
    decoderFor(META_CHARSET.exec(head)?.[1] ?? XML_ENCODING.exec(head)?.[1] ?? null);
  // A page that claims UTF-8 but is not (a Latin-1 template behind a UTF-8 server) reads as windows-1252.
  if (declared && declared.encoding === "utf-8") return utf8OrWindows1252(bytes);
  if (declared) return declared.decode(bytes);
  return utf8OrWindows1252(bytes);
}

function utf8OrWindows1252(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
