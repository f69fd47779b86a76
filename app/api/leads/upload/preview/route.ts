import { withWorkspace } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { readMultipartFile } from "@/lib/import/multipart";
import { leadMessages } from "@/lib/leads/messages";
import { previewImport } from "@/lib/leads/import/mapping/preview";
import { codePageFromField, mappingFromField } from "@/lib/leads/import/mapping/request-mapping";

/** The start of a file is enough to map its columns: the client sends at most its first 256 KB. */
const maxPreviewBytes = 256 * 1024 + 64 * 1024;

/**
 * The upload's mapping step: multipart with optional `mapping` (JSON, the user's corrections), `codePage`
 * (how to read a file that is not UTF-8) and `partial` ("1" when `file` is only the start of the file), then
 * `file`. Answers the guess, the saved mappings for this header set and the first rows as they will be
 * stored. Nothing is written.
 */
export const POST = withWorkspace(
  async (request, { session }) => {
    if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
      throw new AppError("bad_request:upload", leadMessages.invalidCsvType);
    const file = await readMultipartFile(request, {
      field: "file",
      maxBytes: maxPreviewBytes,
      tooLarge: "Send at most the first 256 KB of the file for the preview.",
      missing: leadMessages.invalidCsvType,
    });
    const preview = await previewImport({
      workspaceId: session.workspace.id,
      body: file.body,
      partial: file.fields.partial === "1",
      mapping: mappingFromField(file.fields.mapping),
      codePage: codePageFromField(file.fields.codePage),
    });
    return Response.json({ success: true, data: preview });
  },
  { permission: "leads:write" },
);
