import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { AppError } from "@/lib/errors";
import { assertCsvUpload } from "@/lib/import/file-type";
import { importLeadObjects, importLeadsCsv } from "@/lib/import/import-leads";
import { readMultipartFile } from "@/lib/import/multipart";
import { maxImportRows, maxUploadBytes } from "@/lib/leads/constants";
import { leadMessages } from "@/lib/leads/messages";
import { uploadLeadsJsonSchema } from "@/lib/import/validations";
import {
  codePageFromField,
  mappingFromField,
  mappingReport,
} from "@/lib/leads/import/mapping/request-mapping";

/** Room for the multipart envelope around a 50 MB file. */
const envelopeBytes = 64 * 1024;

/**
 * Upload Leads: a multipart CSV (field `file`, after an optional `mapping` field: the mapping step's JSON
 * `[{ header, target }]` per column, and an optional `codePage` for a file that is not UTF-8) or the spec's
 * JSON `{ leads: [...] }`. The 50 MB cap is checked from Content-Length first and again while the bytes
 * stream in (413 either way).
 */
export const POST = withWorkspace(
  async (request, { session }) => {
    const limit = maxUploadBytes + envelopeBytes;
    if (Number(request.headers.get("content-length") ?? "0") > limit)
      throw new AppError("payload_too_large:upload", leadMessages.uploadTooLarge);
    const target = { workspaceId: session.workspace.id, userId: session.user.id, maxRows: maxImportRows };
    const type = (request.headers.get("content-type") ?? "").toLowerCase();
    let result;
    if (type.startsWith("application/json")) {
      const input = await readJson(request, uploadLeadsJsonSchema, { maxBytes: limit });
      result = await importLeadObjects({
        ...target,
        fileName: input.fileName ?? "Uploaded leads",
        leads: input.leads,
      });
    } else if (type.startsWith("multipart/form-data")) {
      const file = await readMultipartFile(request, {
        field: "file",
        maxBytes: limit,
        tooLarge: leadMessages.uploadTooLarge,
        missing: leadMessages.invalidCsvType,
      });
      assertCsvUpload(file.fileName, file.contentType);
      const mapping = mappingFromField(file.fields.mapping);
      result = {
        ...(await importLeadsCsv({
          ...target,
          fileName: file.fileName,
          body: file.body,
          mapping,
          codePage: codePageFromField(file.fields.codePage),
        })),
        ...mappingReport(mapping),
      };
    } else {
      throw new AppError("bad_request:upload", leadMessages.invalidCsvType);
    }
    return Response.json({ success: true, message: leadMessages.uploaded(result.imported), data: result });
  },
  { permission: "leads:write" },
);
