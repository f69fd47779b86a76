import "server-only";
import { randomUUID } from "node:crypto";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { getAccountUser } from "@/lib/account/queries";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { defineJob } from "@/lib/jobs/definition";
import { notify } from "@/lib/notifications/notify";
import { fileStorage } from "@/lib/storage";
import { storageKey } from "@/lib/storage/keys";
import { dataExportReadyTemplate } from "./emails";
import { findDataExport, markDataExport } from "./queries";
import { writeExportZip } from "./zip";

const RETRY_LIMIT = 3;

/**
 * Builds one "Export my data" zip: written to a temporary file (streamed, flat memory), moved into
 * storage under the workspace, then the requester is told in the app and by email. Idempotent: a
 * ready export is left alone, and a retry after a crash rebuilds the same key.
 */
export const dataExportJob = defineJob({
  name: "data-export",
  schema: z.object({ exportId: z.uuid() }),
  options: { retryLimit: RETRY_LIMIT, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
  async handle({ exportId }, context) {
    const row = await findDataExport({ id: exportId });
    if (!row || row.status === "ready") return;
    await markDataExport(exportId, { status: "running" });
    const path = join(tmpdir(), `crm-export-${exportId}-${randomUUID()}.zip`);
    try {
      await writeExportZip({ workspaceId: row.workspaceId, userId: row.requestedByUserId ?? "" }, path);
      const key = storageKey("workspaces", row.workspaceId, "exports", `${exportId}.zip`);
      await fileStorage().putFile(key, path, "application/zip");
      await markDataExport(exportId, {
        status: "ready",
        storageKey: key,
        sizeBytes: (await stat(path)).size,
      });
    } catch (error) {
      if (context.retryCount >= RETRY_LIMIT)
        await markDataExport(exportId, { status: "failed", error: "The export could not be built." });
      throw error;
    } finally {
      await rm(path, { force: true });
    }
    const user = row.requestedByUserId ? await getAccountUser({ userId: row.requestedByUserId }) : undefined;
    if (!user) return;
    const url = new URL("/data-privacy", env().APP_URL).toString();
    const { emailUserIds } = await notify({
      workspaceId: row.workspaceId,
      to: { userId: user.id },
      category: "security",
      title: "Your data export is ready",
      body: "Download it from Data & Privacy.",
      href: "/data-privacy",
      ownEmail: true,
    });
    if (!emailUserIds.includes(user.id)) return;
    await sendEmail({
      ...dataExportReadyTemplate({ name: user.name, url }),
      to: user.email,
      template: "data-export-ready",
      workspaceId: row.workspaceId,
    });
  },
});
