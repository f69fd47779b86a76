import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import { serveSignedFile } from "@/lib/storage/serve";
import type { FileStorage } from "@/lib/storage/types";
import { startFakeS3, type FakeS3 } from "@/tests/fakes/s3";

let s3: FakeS3;
let folder: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  folder = await mkdtemp(join(tmpdir(), "crm-storage-"));
});

afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

function s3Storage(secretAccessKey = s3.secretAccessKey): FileStorage {
  return createS3Storage({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
  });
}

const adapters: [string, () => FileStorage][] = [
  ["local folder", () => createLocalStorage(join(folder, "storage"))],
  ["S3 (local fake with SigV4)", () => s3Storage()],
];

describe.each(adapters)("storage: %s", (_name, make) => {
  it("puts, reads back with its type, answers exists and deletes", async () => {
    const storage = make();
    const key = "workspaces/ws-1/logos/logo.png";
    await storage.put(key, new TextEncoder().encode("png bytes"), "image/png");
    expect(await storage.exists(key)).toBe(true);
    const got = await storage.get(key);
    expect(got?.contentType).toBe("image/png");
    expect(got?.size).toBe(9);
    expect(await text(got!.body)).toBe("png bytes");
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it("streams a file from disk", async () => {
    const storage = make();
    const source = join(folder, `source-${_name.length}.zip`);
    await writeFile(source, "zip".repeat(10_000));
    await storage.putFile("workspaces/ws-1/exports/e1.zip", source, "application/zip");
    const got = await storage.get("workspaces/ws-1/exports/e1.zip");
    expect(got?.size).toBe(30_000);
    expect((await text(got!.body)).length).toBe(30_000);
  });

  it("refuses keys that climb out of their folder", async () => {
    const storage = make();
    await expect(storage.put("../escape.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get("workspaces/../../etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });
});

describe("S3 adapter against the fake", () => {
  it("signs every request with SigV4 (a wrong secret is refused by the store)", async () => {
    await expect(
      s3Storage("wrong-secret-0000000000000000000000000").put(
        "workspaces/x/a.png",
        new Uint8Array([1]),
        "image/png",
      ),
    ).rejects.toThrow(/signature/i);
    expect(s3.requests.at(-1)).toMatchObject({ method: "PUT", status: 403 });
  });

  it("retries a 503 SlowDown", async () => {
    s3.fail("slow-down");
    await s3Storage().put("workspaces/x/retry.png", new Uint8Array([1, 2]), "image/png");
    expect(s3.objects.get("workspaces/x/retry.png")?.body.length).toBe(2);
  });

  it("gives presigned download links with the type and attachment name, which the store accepts", async () => {
    const storage = s3Storage();
    await storage.put("workspaces/x/exports/e.zip", new TextEncoder().encode("PK"), "application/zip");
    const url = await storage.signedUrl("workspaces/x/exports/e.zip", {
      expiresInSeconds: 60,
      contentType: "application/zip",
      fileName: "crm export.zip",
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="crm-export.zip"');
    const tampered = url
      .replace("exports%2Fe.zip", "exports%2Fother.zip")
      .replace("exports/e.zip", "exports/other.zip");
    expect((await fetch(tampered)).status).toBe(403);
  });

  it("refuses an expired presigned link", async () => {
    const storage = s3Storage();
    await storage.put("workspaces/x/old.png", new Uint8Array([1]), "image/png");
    const url = new URL(
      await storage.signedUrl("workspaces/x/old.png", { expiresInSeconds: 60, contentType: "image/png" }),
    );
    const expired = await storage.signedUrl("workspaces/x/old.png", {
      expiresInSeconds: 1,
      contentType: "image/png",
    });
    expect((await fetch(url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const answer = await fetch(expired);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain("Request has expired");
  });
});

describe("local signed links (/api/files)", () => {
  const storage = () => createLocalStorage(process.env.STORAGE_DIR ?? join(folder, "served"));

  it("serves a genuine link with its type, nosniff and disposition; refuses a tampered or expired one", async () => {
    process.env.STORAGE_DIR = join(folder, "served");
    (globalThis as { __crmEnv?: unknown }).__crmEnv = undefined;
    const local = storage();
    await local.put("workspaces/ws-2/logos/l.png", new Uint8Array([137, 80]), "image/png");
    const path = await local.signedUrl("workspaces/ws-2/logos/l.png", {
      expiresInSeconds: 60,
      contentType: "image/png",
    });
    const ok = await serveSignedFile(new Request(`http://localhost:3000${path}`));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/png");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(ok.headers.get("content-disposition")).toBe("inline");

    const tamperedKey = path.replace("logos%2Fl.png", "logos%2Fm.png");
    await expect(serveSignedFile(new Request(`http://localhost:3000${tamperedKey}`))).rejects.toMatchObject({
      status: 404,
    });
    const tamperedType = path.replace("image%2Fpng", "text%2Fhtml");
    await expect(serveSignedFile(new Request(`http://localhost:3000${tamperedType}`))).rejects.toMatchObject({
      status: 404,
    });
    const exp = new URL(path, "http://x").searchParams.get("exp");
    const later = path.replace(`exp=${exp}`, `exp=${Number(exp) + 3600}`);
    await expect(serveSignedFile(new Request(`http://localhost:3000${later}`))).rejects.toMatchObject({
      status: 404,
    });
    const expired = await local.signedUrl("workspaces/ws-2/logos/l.png", {
      expiresInSeconds: -1,
      contentType: "image/png",
    });
    await expect(serveSignedFile(new Request(`http://localhost:3000${expired}`))).rejects.toMatchObject({
      status: 404,
    });
  });
});
