import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/route-helpers";
import { analyzeBusiness } from "@/lib/recommendations/analyze";
import { recommendationRequestSchema } from "@/lib/recommendations/validations";

/** POST /api/recommendations { businessDescription } → { recommendations } (spec part 1 section 7). */
export const POST = withWorkspace(async (request, { session }) => {
  const { businessDescription } = await readJson(request, recommendationRequestSchema);
  const result = await analyzeBusiness({
    workspaceId: session.workspace.id,
    userId: session.user.id,
    businessDescription,
  });
  return json({
    recommendations: result.recommendations,
    source: result.source,
    profile: result.profile ?? null,
  });
});
