import { withWorkspace } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { contentDisposition } from "@/lib/export/file-name";
import { scrapingMessages } from "@/lib/scraping/messages";
import { getRun } from "@/lib/scraping/queries";
import {
  getRunRecords,
  recordColumns,
  renderResults,
  resultContentTypes,
  resultsFileName,
} from "@/lib/scraping/results";
import { resultsQuerySchema, runIdParamsSchema } from "@/lib/scraping/validations";

const SHOWN = 50;

/**
 * A run's results: JSON with the first 50 rows for the table (and the total), or with `?format=` a
 * download of all rows (csv, doc as RTF, md, txt) named `{platform}_results_{timestamp}`.
 */
export const GET = withWorkspace(
  async (request, { session, params }) => {
    const workspaceId = session.workspace.id;
    const run = await getRun({ workspaceId, runId: params.id });
    if (!run) throw new AppError("not_found:scrape_run", "Scrape not found.");
    const query = resultsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw new AppError("bad_request", "Unknown download format.");
    const { format } = query.data;
    if (!format) {
      const rows = await getRunRecords({ workspaceId, runId: run.id, limit: SHOWN + 1 });
      return Response.json({
        success: true,
        total: run.savedCount,
        truncated: rows.length > SHOWN || run.savedCount > SHOWN,
        columns: recordColumns(rows.slice(0, SHOWN)),
        data: rows.slice(0, SHOWN),
      });
    }
    const records = await getRunRecords({ workspaceId, runId: run.id });
    if (!records.length) throw new AppError("not_found:results", scrapingMessages.noData);
    const fileName = resultsFileName(run.platform, format, session.workspace.timeZone);
    return new Response(renderResults(records, format), {
      headers: {
        "Content-Type": resultContentTypes[format],
        "Content-Disposition": contentDisposition(fileName),
      },
    });
  },
  { permission: "leads:read", params: runIdParamsSchema },
);
