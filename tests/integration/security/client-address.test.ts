/**
 * Rate limits key on the TCP peer address, never on a header the client chooses. A real Node
 * HTTP server with the capture installed (what `next start` runs, via instrumentation.ts) serves the real
 * sign-in route; clients connect from 127.0.0.2 and 127.0.0.3 (bound as their local address).
 * tests/e2e/client-address.spec.ts proves the same against a production `next start`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { rateLimits } from "@/db/schema";
import { clientIp } from "@/lib/security/client-ip";
import { installPeerAddressCapture, PEER_ADDRESS_HEADER } from "@/lib/security/peer-address";
import { createVerifiedAccount } from "../auth/support/users";

vi.mock("next/headers", () => import("../auth/support/next-headers-mock"));
const { resetScope } = await import("../auth/support/request-scope");
const signin = await import("@/app/api/auth/signin/route");

let server: http.Server;
let port = 0;

beforeAll(async () => {
  installPeerAddressCapture();
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const seen = clientIp(headers);
      void (
        req.url === "/ip"
          ? Promise.resolve(Response.json({ ip: seen }))
          : signin.POST(
              new Request(`http://localhost${req.url}`, {
                method: "POST",
                headers,
                body: Buffer.concat(chunks),
              }),
            )
      ).then(async (response) => {
        res.writeHead(response.status, { "content-type": "application/json" });
        res.end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  resetScope();
  await (await getDb()).delete(rateLimits);
});

function send(from: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const wrong = (email: string) => ({ email, password: "Wrong-password-123" });

describe("client address from the socket", () => {
  it("is the peer address whatever X-Forwarded-For or our own header the client sends", async () => {
    expect((await send("127.0.0.2", "/ip", {})).body.ip).toBe("127.0.0.2");
    const spoofed = await send(
      "127.0.0.3",
      "/ip",
      {},
      {
        "x-forwarded-for": "127.0.0.2",
        "x-real-ip": "127.0.0.2",
        [PEER_ADDRESS_HEADER]: "127.0.0.2",
      },
    );
    expect(spoofed.body.ip).toBe("127.0.0.3");
  });

  it("two addresses do not share a bucket, and a spoofed header does not move a client to another", async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (
          await send("127.0.0.2", "/api/auth/signin", wrong(`flood${i}@example.com`), {
            "x-forwarded-for": `198.18.0.${i}`,
          })
        ).status,
      ).toBe(404);
    const spoofing = await send("127.0.0.2", "/api/auth/signin", wrong("flood-x@example.com"), {
      "x-forwarded-for": "127.0.0.3",
    });
    expect(spoofing.status).toBe(429);
    expect((await send("127.0.0.3", "/api/auth/signin", wrong("other@example.com"))).status).toBe(404);
  });

  it("a flood of wrong passwords from one address does not stop the owner signing in from another", async () => {
    const account = await createVerifiedAccount();
    for (let i = 0; i < 5; i++)
      expect((await send("127.0.0.2", "/api/auth/signin", wrong(account.email))).status).toBe(401);
    expect((await send("127.0.0.2", "/api/auth/signin", wrong(account.email))).status).toBe(429);
    const owner = await send("127.0.0.3", "/api/auth/signin", {
      email: account.email,
      password: account.password,
    });
    expect(owner.status).toBe(200);
    expect(owner.body.success).toBe(true);
  });
});
