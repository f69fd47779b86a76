import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/route-helpers";
import { saveImportMapping } from "@/lib/leads/import/mapping/queries";
import { saveImportMappingSchema } from "@/lib/leads/import/mapping/validations";

/** Saves the mapping step's mapping under a name, offered again for files with the same columns. */
export const POST = withWorkspace(
  async (request, { session }) => {
    const input = await readJson(request, saveImportMappingSchema);
    const saved = await saveImportMapping({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      input,
    });
    return json({ message: `Mapping "${saved.name}" saved`, data: saved }, 201);
  },
  { permission: "leads:write" },
);
