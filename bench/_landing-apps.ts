/**
 * Builds and serves the two apps the landing benchmark compares: this project, and an empty App Router
 * page built by the same Next.js from the same node_modules in the same run.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..");
export const benchDistDir = ".next-bench";
const buildLock = "/tmp/next-build.lock";
const nextBin = (root: string) => path.join(root, "node_modules", ".bin", "next");

export type RunningApp = { url: string; stop(): Promise<void> };

export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * `next build` under the shared lock (one build at a time on these 2-core machines), in its two
 * halves: compile, then prerender. Together they are the production build minus Next's type check,
 * which is CI's job (`npm run typecheck`); the benchmark measures the page even while another area's
 * work in progress does not type-check.
 */
function buildNext(cwd: string, env: Record<string, string>): void {
  for (const mode of ["compile", "generate"]) {
    try {
      execFileSync("flock", [buildLock, nextBin(cwd), "build", "--experimental-build-mode", mode], {
        cwd,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
        stdio: "pipe",
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      const output = `${stdout ?? ""}${stderr ?? ""}`.split("\n").slice(-40).join("\n");
      throw new Error(`next build (${mode}) failed in ${cwd}:\n${output}`);
    }
  }
}

/**
 * Next adds `<distDir>/types/**` to tsconfig.json's include on every build with a custom distDir; the
 * project keeps that list clean, so the entries for the benchmark's folder are taken out again.
 */
function withTsconfigRestored<T>(run: () => T): T {
  const file = path.join(projectRoot, "tsconfig.json");
  const before = fs.readFileSync(file, "utf8");
  try {
    return run();
  } finally {
    const after = JSON.parse(fs.readFileSync(file, "utf8")) as { include?: string[] };
    after.include = after.include?.filter((entry) => !entry.startsWith(`${benchDistDir}/`));
    if (JSON.stringify(after) === JSON.stringify(JSON.parse(before))) fs.writeFileSync(file, before);
  }
}

/** The production build's postbuild steps (package.json `postbuild`), as `npm run build` runs them. */
function runPostbuild(env: Record<string, string>): void {
  execFileSync("npm", ["run", "--silent", "postbuild"], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: "pipe",
  });
}

export function buildProject(appUrl: string): void {
  const env = { NEXT_DIST_DIR: benchDistDir, APP_URL: appUrl };
  withTsconfigRestored(() => buildNext(projectRoot, env));
  runPostbuild(env);
}

/** Whether `/` was prerendered at build (the issue requires a statically rendered landing page). */
export function isLandingPrerendered(): boolean {
  const manifest = path.join(projectRoot, benchDistDir, "prerender-manifest.json");
  const { routes } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { routes: Record<string, unknown> };
  return "/" in routes;
}

/**
 * The baseline: a throw-away app with one empty page and a bare root layout. Turbopack refuses files
 * outside the project root, so node_modules is hard-linked in (a second, not a copy of 1 GB).
 */
export function buildEmptyApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crm-bench-empty-"));
  fs.mkdirSync(path.join(dir, "app"));
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "empty-app-router-page", private: true }),
  );
  fs.writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
  fs.writeFileSync(
    path.join(dir, "app", "layout.jsx"),
    'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  fs.writeFileSync(
    path.join(dir, "app", "page.jsx"),
    "export default function Page() {\n  return <main><h1>Empty</h1></main>;\n}\n",
  );
  execFileSync("cp", ["-al", path.join(projectRoot, "node_modules"), path.join(dir, "node_modules")]);
  buildNext(dir, {});
  return dir;
}

async function waitForOk(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    const ok = await fetch(url).then(
      async (response) => (await response.body?.cancel(), response.ok),
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} not ready after 120 s:\n${log()}`);
}

/** `next start` on a port; resolves once `readyPath` answers 200. */
export async function startNext(
  cwd: string,
  port: number,
  readyPath: string,
  env: Record<string, string> = {},
): Promise<RunningApp> {
  const child = spawn(nextBin(cwd), ["start", "-p", String(port)], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  try {
    await waitForOk(`${url}${readyPath}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** The project's server, on its own embedded database (in `dataDir`) and a throw-away secret. */
export function startProject(port: number, appUrl: string, dataDir: string): Promise<RunningApp> {
  return startNext(projectRoot, port, "/api/health", {
    NEXT_DIST_DIR: benchDistDir,
    APP_URL: appUrl,
    PGLITE_DIR: path.join(dataDir, "pglite"),
    DATABASE_URL: "",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
  });
}
