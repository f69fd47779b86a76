import "server-only";
import type { Project, ProjectAnalysis } from "@/db/schema";
import { getRecommendations } from "@/lib/recommendations/recommend";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";

/** The text the engine reads for a project: its own words plus the audience and notes the form gave. */
export function projectBrief(
  project: Pick<Project, "name" | "description" | "industry" | "targetAudience" | "notes" | "pricingRange">,
): string {
  return [
    project.description,
    `Industry: ${project.industry}.`,
    project.targetAudience ? `Target audience: ${project.targetAudience}.` : "",
    project.notes ? `Notes: ${project.notes}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Recommendations from the same engine as /ai-recommendation, with insights and target keywords a person can check. */
export async function analyseProject(project: Project): Promise<ProjectAnalysis> {
  const brief = projectBrief(project);
  const result = await getRecommendations(brief);
  const profile = result.profile ?? recommendBuiltIn(brief).profile;
  const top = result.recommendations.find((r) => r.recommend) ?? result.recommendations[0];
  const insights = [
    `${profile.audience === "B2B" ? "Sells to businesses (B2B)" : "Sells to consumers (B2C)"}, ${profile.reach === "local" ? "locally" : "online"}${profile.location ? ` in ${profile.location}` : ""}.`,
    top ? `Best first source: ${top.platform}${top.reason ? ` (${top.reason})` : ""}.` : "",
    project.pricingRange ? `Pricing range ${project.pricingRange}.` : "",
    project.targetAudience ? `Target audience: ${project.targetAudience}.` : "",
  ].filter(Boolean);
  const targetKeywords = [
    ...new Set(
      [profile.businessType, ...profile.signals, project.industry].filter((k): k is string => Boolean(k)),
    ),
  ].slice(0, 8);
  return { insights, recommendations: result.recommendations, targetKeywords, source: result.source };
}
