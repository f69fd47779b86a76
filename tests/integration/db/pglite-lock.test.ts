import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, openPglite } from "@/db/pglite";

const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDataDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "crm-lock-"));
  dirs.push(root);
  return path.join(root, "nested", "pglite");
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("embedded database folder", () => {
  it("refuses a folder held by another live process, naming it", async () => {
    const dir = tempDataDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const other = spawn("sleep", ["30"]);
    children.push(other);
    fs.writeFileSync(`${dir}.lock`, String(other.pid));
    await expect(openPglite(dir)).rejects.toThrowError(DataDirLockedError);
    await expect(openPglite(dir)).rejects.toThrowError(new RegExp(`pid ${other.pid}`));
  });

  it("takes over a stale lock, creates nested folders, migrates, and keeps committed rows across a reopen", async () => {
    const dir = tempDataDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, "999999");
    const first = await openPglite(dir);
    await first.db.execute("insert into workspaces (name) values ('kept')");
    await first.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);

    const second = await openPglite(dir);
    const result = (await second.db.execute("select name from workspaces")) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ name: "kept" }]);
    await second.close();
  });
});
