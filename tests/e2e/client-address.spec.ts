/**
 * Rate limits key on the address of the TCP connection under a production `next start`, never
 * on a header the client chooses, and a flood from one address never locks another out. This starts a
 * second `next start` on the same build without TRUSTED_PROXY (the e2e server sets it so each test account
 * has its own address) and connects from 127.0.0.2 and 127.0.0.3, bound as the client's local address.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100) + 50;
let server: ChildProcess | undefined;
let output = "";

type Answer = { status: number; body: Record<string, unknown> };

function send(
  from: string,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? "" : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method,
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
        res.on("end", () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: path.join(os.tmpdir(), `crm-e2e-addr-${Date.now()}`, "pglite"),
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-0123456789",
    CRON_SECRET: "e2e-cron-secret-0123456789",
    DEV_OUTBOX: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: "",
  };
  delete env.TRUSTED_PROXY;
  delete env.VERCEL;
  server = spawn("npx", ["next", "start", "-p", String(port)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  server.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  await expect
    .poll(async () => (await send("127.0.0.1", "GET", "/api/health").catch(() => ({ status: 0 }))).status, {
      message: "the second server answers /api/health",
      timeout: 150_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

const wrong = (email: string) => ({ email, password: "Wrong-password-123" });

test("two addresses do not share a bucket, and a spoofed X-Forwarded-For moves no one", async () => {
  for (let i = 0; i < 10; i++) {
    const answer = await send("127.0.0.2", "POST", "/api/auth/signin", wrong(`flood${i}@example.com`), {
      "x-forwarded-for": `198.18.0.${i}`,
    });
    expect(answer.status, output).toBe(404);
  }
  const spoofing = await send("127.0.0.2", "POST", "/api/auth/signin", wrong("flood-x@example.com"), {
    "x-forwarded-for": "127.0.0.3",
    "x-real-ip": "127.0.0.3",
    "x-crm-peer-address": "127.0.0.3",
  });
  expect(spoofing.status).toBe(429);
  expect((await send("127.0.0.3", "POST", "/api/auth/signin", wrong("other@example.com"))).status).toBe(404);
});

test("a flood of wrong passwords from one address does not stop the owner signing in from another", async () => {
  const tag = Date.now().toString(36);
  const user = {
    name: "Owner Person",
    email: `owner-${tag}@example.com`,
    password: `Lantern-${tag}-Harbor`,
    phone: "+6591234567",
  };
  expect((await send("127.0.0.4", "POST", "/api/auth/signup", user)).status).toBe(200);
  const outbox = await send("127.0.0.4", "GET", `/api/dev/outbox?to=${encodeURIComponent(user.email)}`);
  const emails = outbox.body.emails as Array<{ links: string[] }>;
  const link = emails.flatMap((e) => e.links).find((l) => new URL(l).pathname === "/verify-email");
  const token = link ? new URL(link).searchParams.get("token") : null;
  expect(token).toBeTruthy();
  expect((await send("127.0.0.4", "POST", "/api/auth/verify-email", { token })).status).toBe(200);

  for (let i = 0; i < 5; i++)
    expect((await send("127.0.0.5", "POST", "/api/auth/signin", wrong(user.email))).status).toBe(401);
  expect(
    (await send("127.0.0.5", "POST", "/api/auth/signin", { email: user.email, password: user.password }))
      .status,
  ).toBe(429);
  const owner = await send("127.0.0.6", "POST", "/api/auth/signin", {
    email: user.email,
    password: user.password,
  });
  expect(owner.status).toBe(200);
  expect(owner.body.success).toBe(true);
});
