import "server-only";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError } from "@/lib/errors";
import { hasTrailingData } from "./image-end";

export const MAX_UPLOAD_IMAGE_BYTES = 5 * 1024 * 1024;
/** Pixels allowed in an upload (checked from the header, before any decoding). */
export const MAX_UPLOAD_IMAGE_PIXELS = 4096 * 4096;
/** The longest side kept after re-encoding; logos and avatars never need more. */
const OUTPUT_MAX_SIDE = 1024;

export const imageMessages = {
  tooLarge: "The image is too large. Upload an image of up to 5MB.",
  notAllowed: "Upload a PNG, JPEG or WebP image.",
  tooManyPixels: "The image is too large. Upload an image of at most 4096 by 4096 pixels.",
  unreadable: "The image could not be read. Upload a PNG, JPEG or WebP image.",
} as const;

const allowed = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp" } as const;
type AllowedType = keyof typeof allowed;

// Markup or archives inside an image make a polyglot: bytes a browser or another tool could read as
// HTML, SVG, script or a zip. Re-encoding would drop them, but such a file is refused outright.
const hiddenMarkers = [
  "<script",
  "<html",
  "<svg",
  "<?xml",
  "<?php",
  "<!doctype",
  "<iframe",
  "<body",
  "javascript:",
  "pk\u0003\u0004",
];

function refuse(message: string): never {
  throw new AppError("bad_request:image", message);
}

export type CleanImage = { bytes: Uint8Array; contentType: AllowedType; width: number; height: number };

/**
 * An uploaded image made safe to serve: PNG, JPEG or WebP by its bytes (never SVG or anything else,
 * whatever its name or declared type), no trailing or embedded markup, size and pixel caps checked
 * before decoding, then decoded and re-encoded by sharp, which writes no metadata (EXIF, XMP, ICC
 * comments) and nothing the original carried beyond its pixels.
 */
export async function cleanUploadedImage(input: Uint8Array): Promise<CleanImage> {
  if (input.byteLength === 0) refuse(imageMessages.unreadable);
  if (input.byteLength > MAX_UPLOAD_IMAGE_BYTES)
    throw new AppError("payload_too_large:image", imageMessages.tooLarge);
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !(detected.mime in allowed)) refuse(imageMessages.notAllowed);
  const contentType = detected.mime as AllowedType;

  const text = Buffer.from(input).toString("latin1").toLowerCase();
  if (hiddenMarkers.some((marker) => text.includes(marker)) || hasTrailingData(input, contentType))
    refuse(imageMessages.notAllowed);

  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(input).metadata(); // reads the header only
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    refuse(imageMessages.unreadable);
  }
  if (width <= 0 || height <= 0) refuse(imageMessages.unreadable);
  if (width * height > MAX_UPLOAD_IMAGE_PIXELS) refuse(imageMessages.tooManyPixels);

  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_UPLOAD_IMAGE_PIXELS, failOn: "error", pages: 1 })
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize({ width: OUTPUT_MAX_SIDE, height: OUTPUT_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded =
      contentType === "image/png"
        ? pipeline.png()
        : contentType === "image/jpeg"
          ? pipeline.jpeg({ quality: 88 })
          : pipeline.webp({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), contentType, width: info.width, height: info.height };
  } catch {
    refuse(imageMessages.unreadable);
  }
}

export const imageExtension = (type: AllowedType) => (allowed[type] === "jpeg" ? "jpg" : allowed[type]);
