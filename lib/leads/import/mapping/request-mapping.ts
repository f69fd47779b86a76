import "server-only";
import { z } from "zod";
import { legacyEncodings, type LegacyEncoding } from "@/lib/import/code-pages";
import { AppError } from "@/lib/errors";
import { type ImportMapping, importMappingSchema } from "./validations";

/** The `mapping` form field of an upload (JSON, validated); undefined when the client sent none. */
export function mappingFromField(value: string | undefined): ImportMapping | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new AppError("bad_request:mapping", "The column mapping is not valid JSON.");
  }
  const result = importMappingSchema.safeParse(parsed);
  if (!result.success)
    throw new AppError(
      "bad_request:mapping",
      result.error.issues[0]?.message ?? "The column mapping is invalid.",
    );
  return result.data;
}

/** What the report says about the columns: which became custom fields and which were dropped. */
export function mappingReport(mapping: ImportMapping | undefined) {
  if (!mapping) return {};
  const headers = (target: string) => mapping.filter((m) => m.target === target).map((m) => m.header);
  return { columns: { custom: headers("custom"), dropped: headers("drop") } };
}

const codePageSchema = z.enum(legacyEncodings, {
  error: `Choose the file's encoding from the list (${legacyEncodings.join(", ")}), or send none to detect it.`,
});

/** The `codePage` form field: how to read a file that is not UTF-8, chosen in the mapping step; else detected. */
export function codePageFromField(value: string | undefined): LegacyEncoding | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const result = codePageSchema.safeParse(value.trim());
  if (!result.success)
    throw new AppError("bad_request:code_page", result.error.issues[0]?.message ?? "Unknown encoding.");
  return result.data;
}
