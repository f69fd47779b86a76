import "server-only";
import { and, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { leadMessages } from "@/lib/leads/messages";
import { queryUnprepared } from "@/lib/leads/raw-query";
import type { ExportParams } from "@/lib/export/validations";
import { copyCsvStream } from "./copy-csv";
import { leadCsvHeader, leadCsvRow } from "./csv";
import { leadCsvColumns } from "./lead-columns";
import { exportContentTypes, exportFileName } from "./file-name";
import { jsonChunks } from "./formats/json";
import { markdownChunks } from "./formats/markdown";
import { maxPdfLeads, pdfBytes } from "./formats/pdf";
import { rtfChunks } from "./formats/rtf";
import { textChunks } from "./formats/text";
import { leadBatches } from "./lead-batches";
import { type ExportSelection, resolveExportSelection, selectionIsEmpty } from "./selection";

export type ExportFile = { fileName: string; contentType: string; body: ReadableStream<Uint8Array> };

const bom = "\uFEFF";

/** Pull-based: the next chunk is produced only when the client has taken the last one (flat memory). */
export function toWebStream(chunks: AsyncIterable<string | Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(typeof value === "string" ? encoder.encode(value) : value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

async function* csvChunks(selection: ExportSelection): AsyncGenerator<string | Uint8Array> {
  yield bom;
  const copied = await copyCsvStream(selection);
  if (copied) {
    for await (const chunk of copied) yield chunk;
    return;
  }
  yield leadCsvHeader(selection.customKeys);
  const columns = leadCsvColumns(selection.customKeys);
  for await (const batch of leadBatches(selection))
    yield batch.map((lead) => leadCsvRow(lead, columns)).join("");
}

async function* pdfChunks(selection: ExportSelection, title: string): AsyncGenerator<Uint8Array> {
  yield await pdfBytes(leadBatches(selection, 2_000, maxPdfLeads), title);
}

async function assertPdfSize(selection: ExportSelection): Promise<void> {
  const [row] = await queryUnprepared<{ n: number | string }>(
    sql`select count(*) as n from (select 1 ${selection.from} where ${and(...selection.where)} limit ${maxPdfLeads + 1}) capped`,
  );
  if (Number(row?.n ?? 0) > maxPdfLeads) {
    throw new AppError(
      "bad_request:export_too_large",
      `PDF downloads hold at most ${maxPdfLeads.toLocaleString("en-US")} leads. Choose CSV or JSON for more.`,
    );
  }
}

/**
 * Download Leads: the selection (ids, list or filters) in the chosen format, streamed. Nothing to
 * export is a 404 with the spec's "No leads to download." before any byte is sent.
 */
export async function exportLeads({
  workspaceId,
  timeZone,
  params,
}: {
  workspaceId: string;
  timeZone: string;
  params: ExportParams;
}): Promise<ExportFile> {
  const selection = await resolveExportSelection(workspaceId, params);
  if (await selectionIsEmpty(selection))
    throw new AppError("not_found:export", leadMessages.nothingToDownload);
  const fileName = exportFileName({
    listName: selection.listName,
    platform: selection.platform,
    format: params.format,
    timeZone,
  });
  const contentType = exportContentTypes[params.format];
  const batches = () => leadBatches(selection);
  switch (params.format) {
    case "csv":
      return { fileName, contentType, body: toWebStream(csvChunks(selection)) };
    case "json":
      return { fileName, contentType, body: toWebStream(jsonChunks(batches())) };
    case "pdf":
      await assertPdfSize(selection);
      return {
        fileName,
        contentType,
        body: toWebStream(pdfChunks(selection, selection.listName ?? "Leads")),
      };
    case "rtf":
      return { fileName, contentType, body: toWebStream(rtfChunks(batches())) };
    case "md":
      return { fileName, contentType, body: toWebStream(markdownChunks(batches())) };
    case "txt":
      return { fileName, contentType, body: toWebStream(textChunks(batches())) };
  }
}
