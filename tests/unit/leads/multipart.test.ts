import { describe, expect, it } from "vitest";
import { closeIfCutOff } from "@/lib/api/cut-off-body";
import { readMultipartFile } from "@/lib/import/multipart";

function multipart(
  parts: { name: string; fileName?: string; type?: string; body: string }[],
  boundary = "----b0undary",
): string {
  const sections = parts.map((p) => {
    const disposition = `form-data; name="${p.name}"${p.fileName !== undefined ? `; filename="${p.fileName}"` : ""}`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n${p.body}\r\n`;
  });
  return `${sections.join("")}--${boundary}--\r\n`;
}

function request(body: string, chunkSize: number, boundary = "----b0undary"): Request {
  const bytes = Buffer.from(body);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize)
        controller.enqueue(new Uint8Array(bytes.subarray(i, i + chunkSize)));
      controller.close();
    },
  });
  return new Request("http://localhost/api/leads/upload", {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  } as RequestInit);
}

async function text(body: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts).toString("utf8");
}

const options = { field: "file", maxBytes: 10_000, tooLarge: "too large", missing: "no file" };

describe("readMultipartFile", () => {
  it.each([1, 7, 64, 4096])(
    "streams the file part out of %i-byte chunks, after other fields",
    async (size) => {
      const csv = "name,company\r\n--not a boundary,Acme\r\n";
      const body = multipart([
        { name: "note", body: "hello" },
        { name: "file", fileName: "leads.csv", type: "text/csv", body: csv },
      ]);
      const file = await readMultipartFile(request(body, size), options);
      expect(file.fileName).toBe("leads.csv");
      expect(file.contentType).toBe("text/csv");
      expect(await text(file.body)).toBe(csv);
    },
  );

  it("answers 413 once the bytes pass the cap, whatever the headers said", async () => {
    const body = multipart([
      { name: "file", fileName: "big.csv", type: "text/csv", body: "x".repeat(20_000) },
    ]);
    const file = await readMultipartFile(request(body, 1000), options);
    await expect(text(file.body)).rejects.toMatchObject({ status: 413, message: "too large" });
  });

  it("refuses a form without the file field", async () => {
    await expect(
      readMultipartFile(request(multipart([{ name: "other", body: "x" }]), 5), options),
    ).rejects.toMatchObject({ status: 400, message: "no file" });
  });
});

describe("readMultipartFile leaves nothing unread", () => {
  // A request body left part-read on a kept-alive connection stalls the next request sent on it.
  function pulledRequest(body: string, chunkSize: number) {
    const bytes = Buffer.from(body);
    let offset = 0;
    const state = { done: false };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) {
          state.done = true;
          controller.close();
          return;
        }
        controller.enqueue(new Uint8Array(bytes.subarray(offset, (offset += chunkSize))));
      },
    });
    const req = new Request("http://localhost/api/leads/upload/preview", {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=----b0undary" },
    } as RequestInit);
    return { req, state };
  }

  it("reads the rest of the body when the reader stops after the first rows", async () => {
    const csv = `name,company\r\n${"Ada,Acme\r\n".repeat(500)}`;
    const { req, state } = pulledRequest(multipart([{ name: "file", fileName: "a.csv", body: csv }]), 64);
    const file = await readMultipartFile(req, options);
    for await (const chunk of file.body) {
      expect(chunk.byteLength).toBeGreaterThan(0);
      break;
    }
    expect(state.done).toBe(true);
  });

  it("reads the rest of the body when it refuses the form before the file", async () => {
    // Part headers longer than 16 KB: refused as malformed while most of the body is still to come.
    const body = `------b0undary\r\nContent-Disposition: form-data; name="note"\r\nX-Pad: ${"p".repeat(20_000)}`;
    const { req, state } = pulledRequest(`${body}${"x".repeat(5_000)}`, 64);
    await expect(readMultipartFile(req, { ...options, maxBytes: 100_000 })).rejects.toMatchObject({
      status: 400,
    });
    expect(state.done).toBe(true);
  });
});

describe("readMultipartFile past its cap", () => {
  const closes = (req: Request) => closeIfCutOff(req, new Response("")).headers.get("connection");

  it("stops reading and has the answer close the connection", async () => {
    const body = multipart([{ name: "file", fileName: "big.csv", body: "x".repeat(20_000) }]);
    const req = request(body, 1000);
    const file = await readMultipartFile(req, options);
    await expect(text(file.body)).rejects.toMatchObject({ status: 413 });
    expect(closes(req)).toBe("close");
  });

  it("keeps the connection when the whole body was read", async () => {
    const req = request(multipart([{ name: "file", fileName: "a.csv", body: "name\r\nAda\r\n" }]), 7);
    const file = await readMultipartFile(req, options);
    expect(await text(file.body)).toBe("name\r\nAda\r\n");
    expect(closes(req)).toBeNull();
  });

  it("closes the connection when the rest left after a refusal runs past the cap", async () => {
    const body = `------b0undary\r\nContent-Disposition: form-data; name="note"\r\nX-Pad: ${"p".repeat(20_000)}`;
    const req = request(`${body}${"x".repeat(200_000)}`, 1000);
    await expect(readMultipartFile(req, { ...options, maxBytes: 100_000 })).rejects.toMatchObject({
      status: 400,
    });
    expect(closes(req)).toBe("close");
  });
});
