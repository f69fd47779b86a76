import { z } from "zod";
import { legacyEncodings, type LegacyEncoding } from "@/lib/import/code-pages";
import { importTargets } from "@/lib/leads/import/mapping/fields";
import type { ImportMapping } from "@/lib/leads/import/mapping/validations";
import { CONNECTION_LOST } from "@/lib/server/settle-action";
import { readServerMessage } from "./upload-request";

/** The start of the file is what the preview reads (the route's cap). */
const previewBytes = 256 * 1024;

const mappingSchema = z.array(z.object({ header: z.string(), target: z.enum(importTargets) }));
const previewSchema = z.object({
  data: z.object({
    mapping: mappingSchema,
    guessed: mappingSchema,
    saved: z.array(z.object({ id: z.string(), name: z.string(), mapping: mappingSchema })),
    samples: z.array(z.string()),
    rows: z.array(
      z.object({ row: z.number(), skipped: z.string().nullable(), values: z.record(z.string(), z.string()) }),
    ),
    problem: z.string().nullable(),
    codePage: z.enum(legacyEncodings).nullable(),
  }),
});
export type MappingPreview = z.infer<typeof previewSchema>["data"];

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

async function postJsonAnswer<T>(
  request: Promise<Response>,
  parse: (body: unknown) => T | null,
  failed: string,
) {
  try {
    const response = await request;
    const body: unknown = await response.json().catch(() => null);
    const value = response.ok ? parse(body) : null;
    return value
      ? ({ ok: true, value } as const)
      : ({ ok: false, message: readServerMessage(body) ?? failed } as const);
  } catch {
    // Only the request itself rejects here: it never reached the server, or its answer never came back.
    return { ok: false, message: CONNECTION_LOST } as const;
  }
}

/** The guess (or the user's mapping) and the first rows as they will be stored. */
export function requestPreview(
  file: File,
  mapping?: ImportMapping,
  codePage?: LegacyEncoding | null,
): Promise<Outcome<MappingPreview>> {
  const form = new FormData();
  if (mapping) form.set("mapping", JSON.stringify(mapping));
  if (codePage) form.set("codePage", codePage);
  if (file.size > previewBytes) form.set("partial", "1");
  form.set("file", file.slice(0, previewBytes, file.type), file.name);
  return postJsonAnswer(
    fetch("/api/leads/upload/preview", {
      method: "POST",
      body: form,
      headers: { Accept: "application/json" },
    }),
    (body) => {
      const parsed = previewSchema.safeParse(body);
      return parsed.success ? parsed.data.data : null;
    },
    "The file could not be read. Check that it is a CSV file and try again.",
  );
}

export function saveMapping(name: string, mapping: ImportMapping): Promise<Outcome<string>> {
  return postJsonAnswer(
    fetch("/api/leads/import-mappings", {
      method: "POST",
      body: JSON.stringify({ name, mapping }),
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    }),
    (body) => readServerMessage(body),
    "The mapping could not be saved. Try again.",
  );
}
