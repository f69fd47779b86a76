import type { Project } from "@/db/schema";

/** A project as the REST API answers it: the spec's field names (part 2 section 3), never the workspace id. */
export function projectToJson(project: Project) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    industry: project.industry,
    pricing_range: project.pricingRange,
    target_audience: project.targetAudience,
    notes: project.notes,
    ai_analysis: project.aiAnalysis,
    isAnalysing: project.analysisStatus === "analysing",
    isError: project.analysisStatus === "error",
    analysedAt: project.analysedAt?.toISOString() ?? null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
export type ProjectJson = ReturnType<typeof projectToJson>;
