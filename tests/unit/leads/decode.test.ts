import { describe, expect, it } from "vitest";
import { decodeText } from "@/lib/import/decode";
import { sniffEncoding } from "@/lib/import/sniff";

async function* bytes(data: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

async function decode(data: Uint8Array, size = 1): Promise<string> {
  let out = "";
  for await (const text of decodeText(bytes(data, size))) out += text;
  return out;
}

describe("decodeText and sniffEncoding", () => {
  it("keeps multi-byte characters whole when chunks split them, and drops the UTF-8 BOM", async () => {
    const text = "name,company\nZoë,Société 😀 株式会社\n";
    expect(await decode(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text)]), 1)).toBe(text);
  });

  it("decodes UTF-16 with a byte order mark, little and big endian", async () => {
    const text = "name,company\nZoë,Acme\n";
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const be = Buffer.from(le);
    be.swap16();
    expect(await decode(le, 3)).toBe(text);
    expect(await decode(be, 3)).toBe(text);
  });

  it("reads a file that is not UTF-8 as Windows-1252, with the euro sign and curly quotes", async () => {
    const cp1252 = new Uint8Array([
      ...Buffer.from("name,company\nJos"),
      0xe9,
      ...Buffer.from(","),
      0x80,
      0x93,
      0x94,
      0x0a,
    ]);
    expect(await decode(cp1252, 4)).toBe("name,company\nJosé,€“”\n");
  });

  it("refuses text that stops being UTF-8 after the first 64 KB, naming the encoding", async () => {
    const data = new Uint8Array([
      ...Buffer.from(`name,company\nZoë,b\n${"a,b\n".repeat(20_000)}`),
      0xff,
      0x0a,
    ]);
    await expect(decode(data, 4096)).rejects.toThrow(/mixes UTF-8 and Windows-1252/);
  });

  it("refuses images, archives and binary data as not CSV", () => {
    expect(() => sniffEncoding(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toThrow(
      /Please select a valid CSV file: this file is a PNG image/,
    );
    expect(() => sniffEncoding(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toThrow(/Excel workbook/);
    expect(() =>
      sniffEncoding(new Uint8Array(Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? 1 : 65)))),
    ).toThrow(/binary/);
    expect(sniffEncoding(Buffer.from("name,company\nAli\0ce,Acme\n"))).toBe("utf-8");
  });
});
