import "server-only";
import { randomUUID } from "node:crypto";
import type { BusinessProfile } from "@/db/schema";
import { logger } from "@/lib/logger";
import { fileStorage } from "@/lib/storage";
import { storageKey } from "@/lib/storage/keys";
import { cleanUploadedImage, imageExtension } from "@/lib/uploads/image";
import { replaceLogo } from "./queries";

/** How long a logo link shown in the app or a preview works; outreach signs a fresh one per send. */
export const LOGO_URL_TTL_SECONDS = 7 * 24 * 3600;

async function forget(key: string | null) {
  if (!key) return;
  // The profile no longer names it; a file left behind by a failure here is harmless and only costs space.
  await fileStorage()
    .delete(key)
    .catch((error) => logger.warn("business-profile", `could not delete old logo ${key}`, error));
}

/** Checks and re-encodes the upload, stores it under a new key, points the profile at it, drops the old one. */
export async function uploadLogo({
  workspaceId,
  userId,
  bytes,
}: {
  workspaceId: string;
  userId: string;
  bytes: Uint8Array;
}) {
  const image = await cleanUploadedImage(bytes);
  const key = storageKey(
    "workspaces",
    workspaceId,
    "logos",
    `${randomUUID()}.${imageExtension(image.contentType)}`,
  );
  await fileStorage().put(key, image.bytes, image.contentType);
  await forget(await replaceLogo({ workspaceId, userId, logo: { key, type: image.contentType } }));
  return { key, contentType: image.contentType };
}

export async function removeLogo({ workspaceId, userId }: { workspaceId: string; userId: string }) {
  await forget(await replaceLogo({ workspaceId, userId, logo: null }));
}

/** A signed link to the profile's logo, or null without one. */
export async function logoUrl(
  profile: Pick<BusinessProfile, "logoKey" | "logoType"> | undefined,
): Promise<string | null> {
  if (!profile?.logoKey || !profile.logoType) return null;
  return fileStorage().signedUrl(profile.logoKey, {
    expiresInSeconds: LOGO_URL_TTL_SECONDS,
    contentType: profile.logoType,
  });
}
