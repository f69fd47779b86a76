import "server-only";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { contentDisposition, isStorageKey } from "./keys";
import type { FileStorage } from "./types";

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound")
  );
}

function checked(key: string): string {
  if (!isStorageKey(key)) throw new Error("Invalid storage key");
  return key;
}

/** Any S3-compatible store (AWS, MinIO, Cloudflare R2) through the AWS SDK; downloads by presigned URL. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 3,
    // Only the checksums S3 requires: the SDK's newer default (a CRC trailer on every upload) is refused
    // by several S3-compatible stores.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      // A known length lets one PUT stream the file; the zip is never held in memory.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: createReadStream(path),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!(out.Body instanceof Readable)) throw new Error("S3 returned no readable body");
        return {
          body: out.Body,
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async signedUrl(key, { expiresInSeconds, contentType, fileName }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checked(key),
        ResponseContentType: contentType,
        ResponseContentDisposition: contentDisposition(fileName),
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
