import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { logger } from "@/lib/logger";
import { fileStorage } from "@/lib/storage";
import { storageKey } from "@/lib/storage/keys";
import { cleanUploadedImage, imageExtension } from "@/lib/uploads/image";

const AVATAR_FILE = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
const typeOfExtension = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;

/** The app path an avatar is served from; the file name is new for every upload, so it can be cached for good. */
const avatarPath = (userId: string, file: string) => `/api/users/${userId}/avatar/${file}`;

/** The storage key and type of a served avatar file name; undefined for anything an upload never made. */
export function avatarFile(userId: string, file: string) {
  const match = AVATAR_FILE.exec(file);
  if (!match) return undefined;
  const extension = match[1] as keyof typeof typeOfExtension;
  return { key: storageKey("users", userId, "avatars", file), contentType: typeOfExtension[extension] };
}

/** The storage key behind a user's avatar URL, when it is one of ours. */
export function avatarKeyOf(userId: string, avatarUrl: string | null): string | undefined {
  const prefix = avatarPath(userId, "");
  if (!avatarUrl?.startsWith(prefix)) return undefined;
  return avatarFile(userId, avatarUrl.slice(prefix.length))?.key;
}

async function replaceAvatarUrl(userId: string, avatarUrl: string | null) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    await tx.update(users).set({ avatarUrl, updatedAt: new Date() }).where(eq(users.id, userId));
    return before?.avatarUrl ?? null;
  });
}

async function forget(userId: string, previousUrl: string | null) {
  const key = avatarKeyOf(userId, previousUrl);
  if (!key) return;
  // The user row no longer names it; a file left behind by a failure here only costs space.
  await fileStorage()
    .delete(key)
    .catch((error) => logger.warn("account", `could not delete old avatar ${key}`, error));
}

/** Checks and re-encodes the upload (as the logo), stores it under a new name, points the user at it. */
export async function uploadAvatar({ userId, bytes }: { userId: string; bytes: Uint8Array }) {
  const image = await cleanUploadedImage(bytes);
  const file = `${randomUUID()}.${imageExtension(image.contentType)}`;
  const { key } = avatarFile(userId, file)!;
  await fileStorage().put(key, image.bytes, image.contentType);
  const url = avatarPath(userId, file);
  await forget(userId, await replaceAvatarUrl(userId, url));
  return url;
}

export async function removeAvatar({ userId }: { userId: string }) {
  await forget(userId, await replaceAvatarUrl(userId, null));
}
