import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { assertSameUser, json } from "@/lib/api/route-helpers";
import { changePlan, previewPlanChange } from "@/lib/billing/plan-change";
import { planChangePreviewSchema, planChangeSchema } from "@/lib/billing/validations";
import { AppError } from "@/lib/errors";

/** Stripe's preview of moving the paid plan to another (nothing changes). Owners only. */
export const GET = withWorkspace(
  async (request, { session }) => {
    const parsed = planChangePreviewSchema.safeParse({
      productCode: new URL(request.url).searchParams.get("productCode") ?? undefined,
    });
    if (!parsed.success) throw new AppError("bad_request", "Choose Professional or Enterprise.");
    return json({
      data: await previewPlanChange({ workspaceId: session.workspace.id, plan: parsed.data.productCode }),
    });
  },
  { permission: "billing:write" },
);

/** Changes the paid plan as previewed: the proration is charged at once and an upgrade's credits added. */
export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readJson(request, planChangeSchema);
    assertSameUser(body.userId === undefined ? undefined : String(body.userId), session.user.id);
    const { message } = await changePlan({
      workspaceId: session.workspace.id,
      plan: body.productCode,
      prorationDate: body.prorationDate,
    });
    return json({ message });
  },
  { permission: "billing:write" },
);
