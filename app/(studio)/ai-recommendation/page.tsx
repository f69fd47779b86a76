import type { Metadata } from "next";
import { Benefits, HowItWorks, RecommendationHero } from "@/components/recommendations/info-sections";
import { RecommendationStudio } from "@/components/recommendations/recommendation-studio";
import { requireSessionContext } from "@/lib/auth/session";
import { hasRecommendationRuns } from "@/lib/recommendations/queries";
import { sourceReadinessFor } from "@/lib/scraping/source-status";

export const metadata: Metadata = { title: "AI Recommendation" };

/** Both variants of spec part 1 section 2: the landing one until the workspace runs its first analysis. */
export default async function AiRecommendationPage() {
  const session = await requireSessionContext();
  const [ran, readiness] = await Promise.all([
    hasRecommendationRuns({ workspaceId: session.workspace.id }),
    sourceReadinessFor(session),
  ]);
  const landing = !ran;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 p-4 sm:p-6 lg:p-8">
      {landing ? (
        <RecommendationHero />
      ) : (
        <div>
          <h1 className="text-2xl font-bold">AI Recommendation</h1>
          <p className="mt-1 text-muted-foreground">
            Describe your business and get the lead sources that fit it.
          </p>
        </div>
      )}
      {landing ? null : <HowItWorks />}
      <RecommendationStudio landing={landing} readiness={readiness} />
      {landing ? <HowItWorks /> : null}
      <Benefits title={landing ? "Why choose AI recommendations" : "Benefits"} />
    </div>
  );
}
