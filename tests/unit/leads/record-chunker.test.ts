import { describe, expect, it } from "vitest";
import { RecordChunker } from "@/lib/import/newlines";

function run(chunks: string[]): string {
  const chunker = new RecordChunker();
  return chunks.map((c) => chunker.push(c)).join("") + chunker.end();
}

describe("RecordChunker", () => {
  it("turns CRLF, lone CR and LF into LF per record, even when the file mixes them", () => {
    expect(run(["name,company\na,b\r\nc,d\re,f\r\n"])).toBe("name,company\na,b\nc,d\ne,f\n");
  });

  it("keeps a CR that ends one chunk together with the LF that starts the next", () => {
    expect(run(["a,b\r", "\nc,d\r", "\n"])).toBe("a,b\nc,d\n");
  });

  it("keeps a lone CR inside quotes and drops NUL characters", () => {
    expect(run(['"x\ry",b\nA\0lice,c\n'])).toBe('"x\ry",b\nAlice,c\n');
  });

  it("hands out text only up to the last record boundary outside quotes", () => {
    const chunker = new RecordChunker();
    expect(chunker.push('a,"multi\nline')).toBe("");
    expect(chunker.push('",b\nc,d')).toBe('a,"multi\nline",b\n');
    expect(chunker.end()).toBe("c,d");
  });

  it("refuses a record that never ends (a quote never closed) instead of growing without bound", () => {
    const chunker = new RecordChunker();
    chunker.push('a,"open');
    expect(() => {
      for (let i = 0; i < 20; i++) chunker.push("x".repeat(1024 * 1024));
    }).toThrow(RangeError);
  });
});
