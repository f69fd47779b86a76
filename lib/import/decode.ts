import { importRefused } from "./errors";
import { codePageNames, isLegacyEncoding, type LegacyEncoding } from "./code-pages";
import { isMultiByte, legacyEncodingOf } from "./legacy-encoding";
import {
  hasUtf8Sequence,
  isValidUtf8Prefix,
  MIXED_ENCODING_MESSAGE,
  type TextEncoding,
  sniffEncoding,
} from "./sniff";

type Decode = (bytes: Uint8Array, final: boolean) => string;
type EncodingListener = (encoding: TextEncoding) => void;

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

/**
 * A single-byte code page for a file that showed no UTF-8 so far; a UTF-8 character later on refuses the
 * file. Windows-1252 by the table above; the others through TextDecoder, where a byte the code page leaves
 * undefined reads as U+FFFD.
 */
function singleByteDecoder(encoding: LegacyEncoding): Decode {
  const decoder = encoding === "windows-1252" ? null : new TextDecoder(encoding);
  let carry = new Uint8Array(0);
  return (bytes) => {
    // The last 3 bytes are looked at again with the next chunk, so a character split between them counts.
    if (hasUtf8Sequence(Buffer.concat([carry, bytes]))) throw importRefused(MIXED_ENCODING_MESSAGE);
    carry = Buffer.concat([carry, bytes]).subarray(-3);
    return decoder ? decoder.decode(bytes) : decodeCp1252(bytes);
  };
}

const notValidText = (name: string) =>
  `The file is not valid ${name} text (the encoding changes part-way through). Save it as "CSV UTF-8" and upload it again.`;

function strictDecoder(encoding: TextEncoding): Decode {
  // Stream mode keeps a multi-byte character split across chunks whole; fatal refuses invalid bytes.
  const decoder = new TextDecoder(encoding, { fatal: true });
  return (bytes, final) => {
    try {
      return decoder.decode(bytes, { stream: !final });
    } catch {
      if (encoding === "utf-8") throw importRefused(MIXED_ENCODING_MESSAGE);
      throw importRefused(notValidText(isMultiByte(encoding) ? codePageNames[encoding].name : "UTF-16"));
    }
  };
}

/**
 * A file without a byte order mark is ASCII until its first other byte, which decides with evidence: a
 * well-formed UTF-8 character makes it UTF-8 (then any invalid byte refuses the file), anything else
 * its legacy code page (then, for a single-byte one, any UTF-8 character refuses it). Never "JosÃ© MÃ¼ller".
 */
function evidenceDecoder(
  onEncoding: EncodingListener,
  sniffed?: LegacyEncoding,
  codePage?: LegacyEncoding,
): Decode {
  let decide: Decode | undefined;
  let pending = new Uint8Array(0);
  return (chunk, final) => {
    if (decide) return decide(chunk, final);
    const bytes = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    pending = new Uint8Array(0);
    const first = bytes.findIndex((b) => b >= 0x80);
    if (first === -1) return Buffer.from(bytes).toString("latin1");
    const rest = bytes.subarray(first);
    if (!final && rest.length < 4 && isValidUtf8Prefix(rest)) {
      pending = Uint8Array.from(rest);
      return Buffer.from(bytes.subarray(0, first)).toString("latin1");
    }
    const decision = decoderForEvidence(rest, sniffed, codePage);
    onEncoding(decision.encoding);
    decide = decision.decode;
    return Buffer.from(bytes.subarray(0, first)).toString("latin1") + decide(rest, final);
  };
}

/**
 * UTF-8 when the bytes are; else their code page (the one already sniffed from the first 64 KB, which these
 * bytes are part of, or the user's choice, or `legacyEncodingOf`); UTF-8 beside single-byte text is refused.
 */
function decoderForEvidence(
  rest: Uint8Array,
  sniffed?: LegacyEncoding,
  codePage?: LegacyEncoding,
): { encoding: TextEncoding; decode: Decode } {
  const utf8 = { encoding: "utf-8", decode: strictDecoder("utf-8") } as const;
  if (!sniffed && isValidUtf8Prefix(rest) && hasUtf8Sequence(rest)) return utf8;
  const legacy = sniffed ?? codePage ?? legacyEncodingOf(rest);
  if (isMultiByte(legacy)) return { encoding: legacy, decode: strictDecoder(legacy) };
  return hasUtf8Sequence(rest) ? utf8 : { encoding: legacy, decode: singleByteDecoder(legacy) };
}

function decoderFor(head: Uint8Array, onEncoding: EncodingListener, codePage?: LegacyEncoding): Decode {
  const encoding = sniffEncoding(head, codePage);
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
  if (encoding === "utf-16le" || encoding === "utf-16be" || bom) {
    onEncoding(encoding);
    return strictDecoder(encoding);
  }
  return evidenceDecoder(onEncoding, isLegacyEncoding(encoding) ? encoding : undefined, codePage);
}

/**
 * Bytes to text chunks: the first 64 KB decide the encoding (and refuse binary files), then the rest streams.
 * `onEncoding` hears the encoding once the first byte outside ASCII (or a byte order mark) decides it;
 * `codePage` is the user's choice for a file that is neither UTF-8 nor UTF-16.
 */
export async function* decodeText(
  chunks: AsyncIterable<Uint8Array>,
  { onEncoding = () => {}, codePage }: { onEncoding?: EncodingListener; codePage?: LegacyEncoding } = {},
): AsyncGenerator<string> {
  const head: Uint8Array[] = [];
  let headLength = 0;
  let decode: Decode | undefined;
  for await (const chunk of chunks) {
    if (!decode) {
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < sniffBytes) continue;
      const first = Buffer.concat(head);
      head.length = 0;
      decode = decoderFor(first, onEncoding, codePage);
      const text = decode(first, false);
      if (text) yield text;
      continue;
    }
    const text = decode(chunk, false);
    if (text) yield text;
  }
  if (!decode) {
    const first = Buffer.concat(head);
    decode = decoderFor(first, onEncoding, codePage);
    const text = decode(first, true);
    if (text) yield text;
    return;
  }
  const rest = decode(new Uint8Array(0), true);
  if (rest) yield rest;
}
