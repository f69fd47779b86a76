import "server-only";
import { AppError } from "@/lib/errors";
import { fileStamp } from "@/lib/format/dates";
import { fileStorage } from "@/lib/storage";
import { getDataExport } from "./queries";

/** A download link works this long; the export page and the email link make a fresh one each time. */
export const EXPORT_LINK_TTL_SECONDS = 5 * 60;

/** A short-lived signed link to the workspace's own finished export; anything else is a 404. */
export async function dataExportDownloadUrl({
  workspaceId,
  timeZone,
  id,
}: {
  workspaceId: string;
  /** The file is named after the day the export finished, in the workspace's time zone. */
  timeZone: string;
  id: string;
}): Promise<string> {
  const row = await getDataExport({ workspaceId, id });
  if (!row || row.status !== "ready" || !row.storageKey)
    throw new AppError("not_found:export", "This export does not exist or is not ready yet.");
  const day = fileStamp(row.finishedAt ?? row.createdAt, timeZone).slice(0, 10);
  return fileStorage().signedUrl(row.storageKey, {
    expiresInSeconds: EXPORT_LINK_TTL_SECONDS,
    contentType: "application/zip",
    fileName: `crm-pro-data-export-${day}.zip`,
  });
}
