import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { importMappings } from "@/db/schema";
import { isUniqueViolation } from "@/lib/errors";
import { cleanHeader, type ImportTarget, importTargets } from "./fields";
import type { ImportMapping, SaveImportMappingInput } from "./validations";

export type SavedMapping = { id: string; name: string; mapping: ImportMapping };

/** The header set a saved mapping is offered for: the headers trimmed and lower-cased, in file order. */
export function headerSetKey(headers: string[]): string {
  return createHash("sha256")
    .update(headers.map((h) => cleanHeader(h).toLowerCase()).join("\u001f"))
    .digest("hex");
}

const known = new Set<string>(importTargets);

/** The workspace's saved mappings for this header set, the most recently saved first. */
export async function savedMappingsFor(params: {
  workspaceId: string;
  headers: string[];
}): Promise<SavedMapping[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: importMappings.id, name: importMappings.name, columns: importMappings.columns })
    .from(importMappings)
    .where(
      and(
        eq(importMappings.workspaceId, params.workspaceId),
        eq(importMappings.headerKey, headerSetKey(params.headers)),
      ),
    )
    .orderBy(desc(importMappings.updatedAt))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    // A target this version no longer knows is offered as a custom field rather than lost.
    mapping: r.columns.map((c) => ({
      header: c.header,
      target: (known.has(c.target) ? c.target : "custom") as ImportTarget,
    })),
  }));
}

/** Saves a mapping under its name; saving again under the same name (any case) replaces it. */
export async function saveImportMapping(params: {
  workspaceId: string;
  userId: string;
  input: SaveImportMappingInput;
}): Promise<SavedMapping> {
  const db = await getDb();
  const { name, mapping } = params.input;
  const values = {
    headerKey: headerSetKey(mapping.map((m) => m.header)),
    columns: mapping,
    updatedAt: new Date(),
  };
  const sameName = and(
    eq(importMappings.workspaceId, params.workspaceId),
    sql`lower(${importMappings.name}) = lower(${name})`,
  );
  for (let attempt = 0; ; attempt++) {
    const [updated] = await db
      .update(importMappings)
      .set({ ...values, name })
      .where(sameName)
      .returning({ id: importMappings.id });
    if (updated) return { id: updated.id, name, mapping };
    try {
      const [created] = await db
        .insert(importMappings)
        .values({ ...values, name, workspaceId: params.workspaceId, createdByUserId: params.userId })
        .returning({ id: importMappings.id });
      return { id: created!.id, name, mapping };
    } catch (error) {
      // Two saves of one new name at once: the loser updates the winner's row.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
}
