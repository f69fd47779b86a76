import { describe, expect, it } from "vitest";
import { readBodyBytes } from "@/lib/api/body";
import { closeIfCutOff } from "@/lib/api/cut-off-body";

function chunked(bytes: number, declared?: number): Request {
  const body = Buffer.alloc(bytes, "x");
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < body.length; i += 1000)
        controller.enqueue(new Uint8Array(body.subarray(i, i + 1000)));
      controller.close();
    },
  });
  return new Request("http://localhost/api/anything", {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: declared === undefined ? {} : { "content-length": String(declared) },
  } as RequestInit);
}

const connection = (req: Request) => closeIfCutOff(req, new Response("")).headers.get("connection");

describe("readBodyBytes", () => {
  it("reads a body under the cap whole and keeps the connection", async () => {
    const req = chunked(5_000);
    expect((await readBodyBytes(req, 10_000))?.length).toBe(5_000);
    expect(connection(req)).toBeNull();
  });

  it("stops at the cap of a body whose length was not declared, and the answer closes the connection", async () => {
    const req = chunked(50_000);
    expect(await readBodyBytes(req, 10_000)).toBeNull();
    expect(connection(req)).toBe("close");
  });

  it("refuses a declared length past the cap without reading, and keeps the connection for Node to drain", async () => {
    const req = chunked(50_000, 50_000);
    expect(await readBodyBytes(req, 10_000)).toBeNull();
    expect(req.bodyUsed).toBe(false);
    expect(connection(req)).toBeNull();
  });
});
