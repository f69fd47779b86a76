import type { Readable } from "node:stream";

/** What a download link tells the browser: the type to render and whether to save it as a file. */
export type DownloadOptions = {
  expiresInSeconds: number;
  contentType: string;
  /** Set: `attachment` with this (sanitised) name; unset: `inline`. */
  fileName?: string;
};

export type StoredObject = { body: Readable; size: number; contentType: string };

/**
 * One place for uploaded and generated files (logos, data exports): a folder under `.data` by default,
 * S3-compatible storage when configured. Keys are paths the caller builds (`workspaces/<id>/...`).
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Moves a finished file from disk into storage, streamed (never read whole into memory). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A link that works without a session until it expires. */
  signedUrl(key: string, options: DownloadOptions): Promise<string>;
}
