import { importRefused } from "./errors";
import { type TextEncoding, sniffEncoding } from "./sniff";

const sniffBytes = 64 * 1024;

/** WHATWG windows-1252 for 0x80-0x9F (Node 20's TextDecoder reads this label as Latin-1, giving U+0080 for €). */
const cp1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

function decodeCp1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    const codes = Array.from(bytes.subarray(i, i + 8192), (b) =>
      b >= 0x80 && b <= 0x9f ? (cp1252High[b - 0x80] ?? b) : b,
    );
    out += String.fromCharCode(...codes);
  }
  return out;
}

function decoderFor(encoding: TextEncoding): (bytes: Uint8Array, final: boolean) => string {
  if (encoding === "windows-1252") return (bytes) => decodeCp1252(bytes);
  // Stream mode keeps a multi-byte character split across chunks whole; fatal refuses invalid bytes.
  const decoder = new TextDecoder(encoding, { fatal: true });
  return (bytes, final) => {
    try {
      return decoder.decode(bytes, { stream: !final });
    } catch {
      const name = encoding === "utf-8" ? "UTF-8" : "UTF-16";
      throw importRefused(
        `The file is not valid ${name} text (the encoding changes part-way through). Save it as "CSV UTF-8" and upload it again.`,
      );
    }
  };
}

/** Bytes to text chunks: the first 64 KB decide the encoding (and refuse binary files), then the rest streams. */
export async function* decodeText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const head: Uint8Array[] = [];
  let headLength = 0;
  let decode: ((bytes: Uint8Array, final: boolean) => string) | undefined;
  for await (const chunk of chunks) {
    if (!decode) {
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < sniffBytes) continue;
      const first = Buffer.concat(head);
      head.length = 0;
      decode = decoderFor(sniffEncoding(first));
      const text = decode(first, false);
      if (text) yield text;
      continue;
    }
    const text = decode(chunk, false);
    if (text) yield text;
  }
  if (!decode) {
    const first = Buffer.concat(head);
    decode = decoderFor(sniffEncoding(first));
    const text = decode(first, true);
    if (text) yield text;
    return;
  }
  const rest = decode(new Uint8Array(0), true);
  if (rest) yield rest;
}
