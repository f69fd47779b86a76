import { readJson } from "@/lib/api/body";
import { closeIfCutOff } from "@/lib/api/cut-off-body";
import { noStore } from "@/lib/api/no-store";
import { json } from "@/lib/api/route-helpers";
import { errorToResponse } from "@/lib/errors";
import { completeLink } from "@/lib/integrations/connect";
import { notifySchema } from "@/lib/integrations/validations";

/**
 * POST /api/integrations/notify: Unipile's notify_url call after the hosted wizard
 * (`{ status: CREATION_SUCCESS | RECONNECTED, account_id, name }`). No session: the signed `name` is the
 * authentication. Saves the connection even when the browser never comes back; idempotent with the return.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await readJson(request, notifySchema, { maxBytes: 16 * 1024 });
    if (!["CREATION_SUCCESS", "RECONNECTED"].includes(body.status.toUpperCase()))
      return noStore(json({ ignored: true }));
    const done = await completeLink({ token: body.name, accountId: body.account_id });
    return noStore(json({ saved: done.outcome === "saved" }));
  } catch (error) {
    return closeIfCutOff(request, noStore(errorToResponse(error)));
  }
}
