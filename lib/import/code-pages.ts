/** The code pages Excel's plain "CSV" is written in on Windows, in the locales whose headers the mapping reads. */
export const legacyEncodings = [
  "windows-1252",
  "windows-1250",
  "windows-1251",
  "windows-1253",
  "windows-1254",
  "windows-1255",
  "windows-1256",
  "shift_jis",
  "euc-jp",
  "gb18030",
  "big5",
  "euc-kr",
] as const;
export type LegacyEncoding = (typeof legacyEncodings)[number];

/** How a code page is named to the user: in a refusal, and with its script in the mapping step's choice. */
export const codePageNames: Record<LegacyEncoding, { name: string; script: string }> = {
  "windows-1252": { name: "Windows-1252", script: "Western European" },
  "windows-1250": { name: "Windows-1250", script: "Central European" },
  "windows-1251": { name: "Windows-1251", script: "Cyrillic" },
  "windows-1253": { name: "Windows-1253", script: "Greek" },
  "windows-1254": { name: "Windows-1254", script: "Turkish" },
  "windows-1255": { name: "Windows-1255", script: "Hebrew" },
  "windows-1256": { name: "Windows-1256", script: "Arabic" },
  shift_jis: { name: "Shift_JIS", script: "Japanese" },
  "euc-jp": { name: "EUC-JP", script: "Japanese" },
  gb18030: { name: "GB18030", script: "Simplified Chinese" },
  big5: { name: "Big5", script: "Traditional Chinese" },
  "euc-kr": { name: "EUC-KR", script: "Korean" },
};

export const codePageLabel = (encoding: LegacyEncoding): string =>
  `${codePageNames[encoding].name} (${codePageNames[encoding].script})`;

export function isLegacyEncoding(encoding: string): encoding is LegacyEncoding {
  return (legacyEncodings as readonly string[]).includes(encoding);
}
