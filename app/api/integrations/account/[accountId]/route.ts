import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { requireUnipile } from "@/lib/integrations/connect";
import { integrationMessages as m } from "@/lib/integrations/messages";
import { getUnipileAccount, isUnipileError } from "@/lib/integrations/providers/unipile";
import { getConnectionByAccount } from "@/lib/integrations/queries";

const params = z.object({
  accountId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w-]+$/),
});

/** GET /api/integrations/account/{accountId}: type and name from Unipile, for an account of this workspace only. */
export const GET = withWorkspace(
  async (_request, { session, params: { accountId } }) => {
    const row = await getConnectionByAccount({ workspaceId: session.workspace.id, accountId });
    if (!row) throw new AppError("not_found:integration");
    const config = requireUnipile();
    try {
      const account = await getUnipileAccount(config, accountId);
      return json({ type: account.type, name: account.name, status: account.status });
    } catch (error) {
      if (isUnipileError(error) && error.kind === "not_found")
        throw new AppError("not_found:unipile_account");
      throw new AppError("unavailable:unipile", m.loadFailed);
    }
  },
  { permission: "integrations:read", params },
);
