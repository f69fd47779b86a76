import { z } from "zod";

/** Keyset cursors: the sort key (as text, so timestamps keep their microseconds) and the id of a boundary row. */
export type Cursor = { key: string; id: number; direction: "next" | "prev" } | { direction: "last" };

export const lastPageCursor = "last";

const payload = z.tuple([z.enum(["n", "p"]), z.string().max(400), z.number().int().positive()]);

export function encodeCursor(direction: "next" | "prev", key: string, id: number): string {
  return Buffer.from(JSON.stringify([direction === "next" ? "n" : "p", key, id])).toString("base64url");
}

/** A malformed or foreign cursor is ignored (first page), never an error: it only ever comes from a URL. */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  if (value === lastPageCursor) return { direction: "last" };
  try {
    const parsed = payload.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    if (!parsed.success) return undefined;
    const [direction, key, id] = parsed.data;
    return { key, id, direction: direction === "n" ? "next" : "prev" };
  } catch {
    return undefined;
  }
}
