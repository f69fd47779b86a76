import { describe, expect, it } from "vitest";
import { detectDelimiter, readRecords } from "@/lib/import/records";

async function* chunks(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function parse(text: string, size = 3) {
  const rows: { row: number; fields: string[] }[] = [];
  let delimiter = "";
  for await (const batch of readRecords(chunks(text, size), (d) => (delimiter = d))) {
    batch.records.forEach((fields, i) => rows.push({ row: batch.firstRow + i, fields }));
  }
  return { rows, delimiter };
}

describe("readRecords", () => {
  it("parses RFC 4180 quoting across tiny chunks, numbering records like a spreadsheet", async () => {
    const { rows } = await parse('name,company\n"Doe, Jane","A ""B"" C"\n\n"multi\nline",x\n', 2);
    expect(rows).toEqual([
      { row: 1, fields: ["name", "company"] },
      { row: 2, fields: ["Doe, Jane", 'A "B" C'] },
      { row: 3, fields: [""] },
      { row: 4, fields: ["multi\nline", "x"] },
    ]);
  });

  it("detects semicolon and tab files from the header, ignoring separators inside quotes", async () => {
    expect((await parse("name;company\nAnn;Acme, Inc.\n")).rows[1]?.fields).toEqual(["Ann", "Acme, Inc."]);
    expect((await parse("name\tcompany\nAnn\tAcme\n")).delimiter).toBe("\t");
    expect(detectDelimiter('"a;b",c')).toBe(",");
    expect(detectDelimiter("name,company")).toBe(",");
  });

  it("honours Excel's sep= line without counting it as a row", async () => {
    const { rows, delimiter } = await parse("sep=;\nname;company\nAnn;Acme\n");
    expect(delimiter).toBe(";");
    expect(rows).toEqual([
      { row: 1, fields: ["name", "company"] },
      { row: 2, fields: ["Ann", "Acme"] },
    ]);
  });

  it("refuses a quote that is never closed and text after a closing quote, naming the row", async () => {
    await expect(parse('name,company\nAnn,ok\nBob,"open\n')).rejects.toThrow(/Row 3 .*never closed/);
    await expect(parse('name,company\nAnn,"Acme"Corp\n', 100)).rejects.toThrow(
      /Row 2 has text after a closing quote/,
    );
  });
});
