import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { deleteAccount } from "@/lib/account/delete-account";
import { fileStorage } from "@/lib/storage";
import { callRoute } from "@/tests/integration/security/support/call";
import { createFixtures } from "@/tests/integration/security/support/fixtures";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

const uploadRoute = "app/api/users/[id]/avatar/route.ts";
const fileRoute = "app/api/users/[id]/avatar/[file]/route.ts";

function multipart(bytes: Uint8Array, type = "image/jpeg") {
  const boundary = "----avatar-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    body: new Uint8Array(body),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function avatarUrlOf(userId: string) {
  const [row] = await (
    await getDb()
  )
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId));
  return row?.avatarUrl ?? null;
}

const keyOf = (url: string) => url.replace(/^\/api\/users\/([^/]+)\/avatar\//, "users/$1/avatars/");

/** A JPEG carrying EXIF metadata (a camera make), 64 by 48 pixels. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#aa3355" } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam" } })
    .toBuffer();

describe("profile photo", () => {
  it("stores the upload re-encoded without its metadata, serves it with its type and nosniff, and replaces the old file", async () => {
    const f = await createFixtures();
    const me = f.a.member;
    const upload = async (bytes: Uint8Array, type?: string) =>
      callRoute(
        uploadRoute,
        "POST",
        { path: `/api/users/${me.userId}/avatar`, params: { id: me.userId }, ...multipart(bytes, type) },
        me.cookie,
      );
    const original = await photo();
    expect(original.toString("latin1")).toContain("SecretCam");

    const first = await upload(new Uint8Array(original));
    expect(first).toMatchObject({ kind: "ok", message: "Photo updated successfully!" });
    const firstUrl = (await avatarUrlOf(me.userId)) ?? "";
    expect(firstUrl).toMatch(new RegExp(`^/api/users/${me.userId}/avatar/[0-9a-f-]{36}\\.jpg$`));
    expect(JSON.parse(first.text).data.avatarUrl).toBe(firstUrl);
    const stored = await fileStorage().get(keyOf(firstUrl));
    const bytes = stored ? Buffer.concat(await stored.body.toArray()) : Buffer.alloc(0);
    expect(bytes.toString("latin1")).not.toContain("SecretCam");
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    const file = firstUrl.split("/").at(-1) ?? "";
    const served = await callRoute(
      fileRoute,
      "GET",
      { path: firstUrl, params: { id: me.userId, file } },
      f.a.owner.cookie, // a teammate sees it
    );
    expect(served.kind).toBe("ok");
    expect(served.headers?.["content-type"]).toBe("image/jpeg");
    expect(served.headers?.["x-content-type-options"]).toBe("nosniff");

    await upload(new Uint8Array(original));
    const secondUrl = (await avatarUrlOf(me.userId)) ?? "";
    expect(secondUrl).not.toBe(firstUrl);
    expect(await fileStorage().exists(keyOf(firstUrl))).toBe(false);
    expect(await fileStorage().exists(keyOf(secondUrl))).toBe(true);
  });

  it("refuses an SVG or a polyglot, another user's id, and shows the photo to no other workspace", async () => {
    const f = await createFixtures();
    const me = f.a.member;
    const post = (id: string, bytes: Uint8Array, type?: string) =>
      callRoute(
        uploadRoute,
        "POST",
        { path: `/api/users/${id}/avatar`, params: { id }, ...multipart(bytes, type) },
        me.cookie,
      );
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    expect(await post(me.userId, svg, "image/jpeg")).toMatchObject({
      kind: "bad_request",
      message: "Upload a PNG, JPEG or WebP image.",
    });
    const polyglot = Buffer.concat([await photo(), Buffer.from("<html><script>alert(1)</script>")]);
    expect((await post(me.userId, new Uint8Array(polyglot))).kind).toBe("bad_request");
    expect(await avatarUrlOf(me.userId)).toBeNull();

    expect((await post(f.a.owner.userId, new Uint8Array(await photo()))).kind).toBe("not_found");
    expect(await avatarUrlOf(f.a.owner.userId)).toBeNull();

    expect((await post(me.userId, new Uint8Array(await photo()))).kind).toBe("ok");
    const url = (await avatarUrlOf(me.userId)) ?? "";
    const file = url.split("/").at(-1) ?? "";
    const request = { path: url, params: { id: me.userId, file } };
    expect((await callRoute(fileRoute, "GET", request, f.b.owner.cookie)).kind).toBe("not_found");
    expect((await callRoute(fileRoute, "GET", request)).kind).toBe("unauthorized");
    const traversal = { path: url, params: { id: me.userId, file: "..%2F..%2Fsecret.png" } };
    expect((await callRoute(fileRoute, "GET", traversal, me.cookie)).kind).toBe("not_found");
  });

  it("is removed, file and link, by Remove and by deleting the account", async () => {
    const f = await createFixtures();
    const me = f.b.member;
    const post = () =>
      callRoute(
        uploadRoute,
        "POST",
        {
          path: `/api/users/${me.userId}/avatar`,
          params: { id: me.userId },
          ...multipart(new Uint8Array([])),
        },
        me.cookie,
      );
    expect((await post()).kind).toBe("bad_request");
    const upload = async () => {
      const bytes = new Uint8Array(await photo());
      const outcome = await callRoute(
        uploadRoute,
        "POST",
        { path: `/api/users/${me.userId}/avatar`, params: { id: me.userId }, ...multipart(bytes) },
        me.cookie,
      );
      expect(outcome.kind).toBe("ok");
      return (await avatarUrlOf(me.userId)) ?? "";
    };
    const first = await upload();
    const removed = await callRoute(
      uploadRoute,
      "DELETE",
      { path: `/api/users/${me.userId}/avatar`, params: { id: me.userId } },
      me.cookie,
    );
    expect(removed).toMatchObject({ kind: "ok", message: "Photo removed." });
    expect(await avatarUrlOf(me.userId)).toBeNull();
    expect(await fileStorage().exists(keyOf(first))).toBe(false);

    const second = await upload();
    await deleteAccount({ userId: me.userId });
    expect(await fileStorage().exists(keyOf(second))).toBe(false);
  });
});
