/** A file is decoded one way only with evidence; a file mixing UTF-8 and Latin-1 is refused. */
import { describe, expect, it } from "vitest";
import { decodeText } from "@/lib/import/decode";
import { assertCsvUpload } from "@/lib/import/file-type";
import { MIXED_ENCODING_MESSAGE, sniffEncoding } from "@/lib/import/sniff";

async function decode(data: Uint8Array, size: number): Promise<string> {
  async function* chunks() {
    for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
  }
  let out = "";
  for await (const text of decodeText(chunks())) out += text;
  return out;
}

const utf8Row = Buffer.from("José Müller,Zürich Ärzte\n", "utf8");
const latin1Row = Buffer.from("José Müller,Zürich Ärzte\n", "latin1");
const header = Buffer.from("name,company\n");
const filler = Buffer.from("a,b\n".repeat(20_000));

describe("encoding decided with evidence", () => {
  it.each([1, 3, 4096])(
    "refuses UTF-8 and Latin-1 rows in one file, in the first 64 KB (chunks of %i)",
    async (size) => {
      await expect(decode(Buffer.concat([header, utf8Row, latin1Row]), size)).rejects.toThrow(
        MIXED_ENCODING_MESSAGE,
      );
      await expect(decode(Buffer.concat([header, latin1Row, utf8Row]), size)).rejects.toThrow(
        MIXED_ENCODING_MESSAGE,
      );
    },
  );

  it("refuses the mix when it starts after the first 64 KB, either way round", async () => {
    await expect(decode(Buffer.concat([header, utf8Row, filler, latin1Row]), 4096)).rejects.toThrow(
      MIXED_ENCODING_MESSAGE,
    );
    await expect(decode(Buffer.concat([header, latin1Row, filler, utf8Row]), 4096)).rejects.toThrow(
      MIXED_ENCODING_MESSAGE,
    );
    expect(() => sniffEncoding(Buffer.concat([header, utf8Row, latin1Row]))).toThrow(MIXED_ENCODING_MESSAGE);
  });

  it("reads a UTF-8 file and a Latin-1 file correctly, even when their first other byte comes after 64 KB", async () => {
    expect(await decode(Buffer.concat([header, filler, utf8Row]), 4096)).toBe(
      `name,company\n${filler.toString()}José Müller,Zürich Ärzte\n`,
    );
    expect(await decode(Buffer.concat([header, filler, latin1Row]), 4096)).toBe(
      `name,company\n${filler.toString()}José Müller,Zürich Ärzte\n`,
    );
    expect(await decode(Buffer.concat([header, latin1Row]), 1)).toBe(
      "name,company\nJosé Müller,Zürich Ärzte\n",
    );
    expect(await decode(Buffer.concat([header, utf8Row]), 1)).toBe(
      "name,company\nJosé Müller,Zürich Ärzte\n",
    );
  });
});

describe("CSV type", () => {
  it("accepts text/plain and the Excel type only with a .csv name", () => {
    expect(() => assertCsvUpload("leads.csv", "text/plain")).not.toThrow();
    expect(() => assertCsvUpload("leads.CSV", "application/vnd.ms-excel")).not.toThrow();
    expect(() => assertCsvUpload("leads.txt", "text/csv")).not.toThrow();
    for (const name of ["leads.txt", "setup.exe", "leads", "leads.csv.exe"])
      expect(() => assertCsvUpload(name, "text/plain"), name).toThrow("Please select a valid CSV file");
    expect(() => assertCsvUpload("book.xls", "application/vnd.ms-excel")).toThrow(
      "Please select a valid CSV file",
    );
  });
});
