import "server-only";
import { projects, type NewProject, type ProjectAnalysis } from "@/db/schema";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";

type Tx = { insert: (table: typeof projects) => { values: (rows: NewProject[]) => PromiseLike<unknown> } };

const samples = [
  {
    name: "Singapore dental clinics",
    description:
      "Family dental clinic in Singapore offering check-ups, braces and teeth whitening; looking for corporate wellness partners nearby.",
    industry: "Dental",
    pricingRange: "Under $1,000" as const,
    targetAudience: "Families and office workers within 5 km",
    notes: "Sample project",
  },
  {
    name: "SaaS for HR teams",
    description:
      "B2B SaaS that automates payroll and onboarding for HR managers at mid-sized companies in Europe.",
    industry: "Software as a Service (SaaS)",
    pricingRange: "$10,000 - $25,000" as const,
    targetAudience: "HR directors and CFOs at companies with 50 to 500 employees",
    notes: "Sample project",
  },
];

/** The spec's two sample projects, analysed at once by the built-in recommender (no job: they are examples). */
export async function insertSampleProjects(
  tx: Tx,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<number> {
  const rows: NewProject[] = samples.map((sample) => {
    const { recommendations, profile } = recommendBuiltIn(
      `${sample.description} Target audience: ${sample.targetAudience}.`,
    );
    const analysis: ProjectAnalysis = {
      insights: [`${profile.audience}, ${profile.reach}${profile.location ? `, ${profile.location}` : ""}.`],
      recommendations,
      targetKeywords: profile.signals.slice(0, 8),
      source: "built-in",
    };
    return {
      ...sample,
      workspaceId,
      createdByUserId: userId,
      aiAnalysis: analysis,
      analysisStatus: "ready",
      analysedAt: new Date(),
    };
  });
  await tx.insert(projects).values(rows);
  return rows.length;
}
