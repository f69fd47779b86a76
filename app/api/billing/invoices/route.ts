import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { assertSameEmail } from "@/lib/billing/api";
import { listInvoices } from "@/lib/billing/stripe-reads";
import { invoiceListSchema } from "@/lib/billing/validations";
import { AppError } from "@/lib/errors";

export const GET = withWorkspace(
  async (request, { session }) => {
    const url = new URL(request.url);
    assertSameEmail(url.searchParams.get("email"), session);
    const parsed = invoiceListSchema.safeParse({ limit: url.searchParams.get("limit") ?? undefined });
    if (!parsed.success) throw new AppError("bad_request", "limit must be a whole number from 1 to 50.");
    const all = await listInvoices({ workspaceId: session.workspace.id, limit: parsed.data.limit });
    return json({ data: { all } });
  },
  { permission: "billing:read" },
);
