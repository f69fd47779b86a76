/**
 * What `npm run load` and `npm run fault:*` share: a throw-away PostgreSQL database with a seeded
 * workspace, the production server on a free loopback port, a signed-in cookie, and autocannon runs
 * that keep every response time (autocannon itself reports no p95).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import autocannon from "autocannon";
import postgres from "postgres";
import { closeConnection, setConnection } from "@/db";
import { migratePostgres, openPostgres } from "@/db/postgres";
import { hashPassword } from "@/lib/auth/passwords";
import { seedLeads } from "@/lib/leads/seed";

export const AUTH_SECRET = randomBytes(32).toString("base64url");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new, migrated database on the server at `adminUrl`; `drop()` removes it. */
export async function createDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  await migratePostgres(url);
  return {
    url,
    async drop() {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await cleanup.end();
    },
  };
}

export type SeededWorkspace = { email: string; password: string; userId: string; workspaceId: string };

/** A verified owner with a workspace and `leads` generated leads of every platform (leads-data's seed). */
export async function seedWorkspace(url: string, leads: number): Promise<SeededWorkspace> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const email = `load-${randomBytes(4).toString("hex")}@example.com`;
  const password = `Load-${randomBytes(6).toString("hex")}-Test`;
  let seeded: Omit<SeededWorkspace, "email" | "password">;
  try {
    const [workspace] = await sql`insert into workspaces (name) values ('Load test') returning id`;
    const [user] = await sql`
      insert into users (name, email, password_hash, referral_code, email_verified_at)
      values ('Load Tester', ${email}, ${await hashPassword(password)}, ${randomBytes(5).toString("hex").toUpperCase()}, now())
      returning id`;
    if (!workspace || !user) throw new Error("seed insert returned no row");
    await sql`insert into memberships (workspace_id, user_id, role) values (${workspace.id}, ${user.id}, 'owner')`;
    seeded = { userId: user.id as string, workspaceId: workspace.id as string };
  } finally {
    await sql.end();
  }
  setConnection(openPostgres(url, { max: 2 }));
  try {
    await seedLeads({ workspaceId: seeded.workspaceId, userId: seeded.userId, count: leads });
  } finally {
    await closeConnection();
  }
  return { email, password, ...seeded };
}

export type Server = { url: string; process: ChildProcess; stop(): Promise<void>; log: string[] };

/** `next start` from the build in `dist` on a free loopback port, waiting until /api/health answers. */
export async function startServer(options: {
  dist: string;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: options.dist,
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: options.databaseUrl,
      APP_URL: url,
      AUTH_SECRET,
      JOBS_IN_PROCESS: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => log.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`next start exited (${child.exitCode}):\n${log.slice(-20).join("\n")}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, process: child, stop, log };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become healthy in 60 s:\n${log.slice(-20).join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Signs in through the JSON API and returns the Cookie header the session needs. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  if (!response.ok || !cookies.length)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookies.join("; ");
}

export type LoadStats = {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  rps: number;
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** autocannon against one URL; every response time is kept so p95 is exact. */
export async function measure(
  name: string,
  url: string,
  options: { connections: number; seconds: number; cookie?: string },
): Promise<LoadStats> {
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors,
    non2xx: result.non2xx,
    rps: result.requests.average,
  };
}
