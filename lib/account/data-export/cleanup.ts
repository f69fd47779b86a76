import "server-only";
import { logger } from "@/lib/logger";
import { fileStorage } from "@/lib/storage";
import { deleteDataExportRows, listExpiredDataExports } from "./queries";
import { EXPORT_RETENTION_DAYS } from "./retention";
const BATCH = 200;

/**
 * Removes exports finished more than EXPORT_RETENTION_DAYS ago: the zip first, then the row, so a crash
 * in between leaves a row whose file is already gone and the next run finishes it. Returns how many went.
 */
export async function removeExpiredDataExports({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const before = new Date(now.getTime() - EXPORT_RETENTION_DAYS * 86_400_000);
  let removed = 0;
  for (;;) {
    const expired = await listExpiredDataExports({ before, limit: BATCH });
    if (expired.length === 0) return removed;
    const gone: string[] = [];
    for (const row of expired) {
      try {
        if (row.storageKey) await fileStorage().delete(row.storageKey);
        gone.push(row.id);
      } catch (error) {
        logger.warn("data-export", `could not delete expired export file ${row.storageKey}`, error);
      }
    }
    await deleteDataExportRows({ ids: gone });
    removed += gone.length;
    if (gone.length === 0 || expired.length < BATCH) return removed;
  }
}
