import { analyse, type EncodingName, type Match } from "chardet";
import type { LegacyEncoding } from "./code-pages";

export type MultiByteEncoding = Extract<
  LegacyEncoding,
  "shift_jis" | "euc-jp" | "gb18030" | "big5" | "euc-kr"
>;

const multiByte: Partial<Record<EncodingName, MultiByteEncoding>> = {
  Shift_JIS: "shift_jis",
  "EUC-JP": "euc-jp",
  GB18030: "gb18030",
  Big5: "big5",
  "EUC-KR": "euc-kr",
};

export function isMultiByte(encoding: string): encoding is MultiByteEncoding {
  return Object.values(multiByte).includes(encoding as MultiByteEncoding);
}

const centralEuropean = new Set(["pl", "cs", "sk", "hu", "ro", "hr", "sl"]);
const sampleBytes = 64 * 1024;

/**
 * Bytes of a non-Latin alphabet: whole words of bytes 0xC0-0xFF (and Ё, ё in Windows-1251), where Western
 * text has one accented letter among ASCII ones. Counted directly because a file of ASCII headers and a
 * few Russian names is too little for a language model to tell from Latin-1. Null when the text is Latin.
 */
function alphabetBytes(sample: Uint8Array): { hebrew: boolean } | null {
  const isLetter = (b: number) => b >= 0xc0 || b === 0xa8 || b === 0xb8;
  let high = 0;
  let inWords = 0;
  let outsideHebrew = 0;
  let run = 0;
  for (let i = 0; i <= sample.length; i++) {
    const b = sample[i] ?? 0;
    if (b >= 0x80) high++;
    if (isLetter(b)) {
      run++;
      if (b < 0xe0 || b > 0xfa) outsideHebrew++;
      continue;
    }
    if (run >= 3) inWords += run;
    run = 0;
  }
  return high >= 6 && inWords / high >= 0.5 ? { hebrew: outsideHebrew === 0 } : null;
}

/** Windows code pages of non-Latin alphabets, by the names chardet gives them and their ISO twins. */
const alphabets: Partial<Record<EncodingName, LegacyEncoding>> = {
  "windows-1251": "windows-1251",
  "ISO-8859-5": "windows-1251",
  "KOI8-R": "windows-1251",
  "windows-1253": "windows-1253",
  "ISO-8859-7": "windows-1253",
  "windows-1256": "windows-1256",
  "ISO-8859-6": "windows-1256",
};

function alphabetOf(sample: Uint8Array, matches: Match[]): LegacyEncoding | null {
  const alphabet = alphabetBytes(sample);
  if (!alphabet) return null;
  // Hebrew's letters are 0xE0-0xFA only; Cyrillic and Greek capitals, Arabic letters, and я, ю, э, ь, ы fall outside.
  if (alphabet.hebrew) return "windows-1255";
  const best = matches.find((m) => alphabets[m.name]);
  return (best && alphabets[best.name]) ?? "windows-1251";
}

/**
 * The code page of text that is not UTF-8. Japanese, Chinese and Korean files are told by chardet's
 * multi-byte recognisers, which are near certain on a few lines; Cyrillic, Greek, Hebrew and Arabic by
 * their words (`alphabetBytes`), the alphabet named by chardet where it can tell; Central European
 * only when chardet's language model clearly prefers it to Western, Turkish when it names Turkish;
 * everything else stays Windows-1252, the default of Excel on Western Windows.
 */
export function legacyEncodingOf(bytes: Uint8Array): LegacyEncoding {
  const sample = bytes.subarray(0, sampleBytes);
  const matches = analyse(sample);
  const top = matches[0];
  const cjk = top && multiByte[top.name];
  if (cjk && top.confidence >= 50) return cjk;
  const alphabet = alphabetOf(sample, matches);
  if (alphabet) return alphabet;
  const western = matches.find((m) => m.name === "ISO-8859-1" || m.name === "windows-1252")?.confidence ?? 0;
  if (
    top &&
    (top.name === "ISO-8859-2" || top.name === "windows-1250") &&
    centralEuropean.has(top.lang ?? "") &&
    top.confidence >= 40 &&
    top.confidence - western >= 15
  )
    return "windows-1250";
  // Turkish differs from Western only in ğ ı ş Ğ İ Ş, so a wrong guess changes nothing else.
  if (top && (top.name === "ISO-8859-9" || top.name === "windows-1254") && top.lang === "tr")
    return "windows-1254";
  return "windows-1252";
}
