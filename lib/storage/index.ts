import "server-only";
import { env } from "@/lib/env";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./types";

const cache = globalThis as unknown as { __crmStorage?: { signature: string; storage: FileStorage } };

/** S3-compatible storage when S3_BUCKET is set, else the folder STORAGE_DIR (`.data/storage`). */
export function fileStorage(): FileStorage {
  const e = env();
  const signature = JSON.stringify([
    e.STORAGE_DIR,
    e.S3_BUCKET,
    e.S3_ENDPOINT,
    e.S3_REGION,
    e.S3_ACCESS_KEY_ID,
  ]);
  if (cache.__crmStorage?.signature === signature) return cache.__crmStorage.storage;
  const storage =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? createS3Storage({
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        })
      : createLocalStorage(e.STORAGE_DIR);
  cache.__crmStorage = { signature, storage };
  return storage;
}

export type { FileStorage } from "./types";
