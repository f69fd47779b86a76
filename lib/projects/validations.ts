import { z } from "zod";
import { pricingRanges } from "@/db/schema/projects-enums";
import { industries, OTHER_INDUSTRY } from "./industries";

export const projectMessages = {
  nameRequired: "Project name is required",
  descriptionRequired: "Description is required",
  industryRequired: "Industry is required",
  otherIndustryRequired: "Please enter your industry",
  loadFailed: "Unable to load projects. Please try again.",
  createFailed: "Failed to create project. Please try again.",
  updateFailed: "Failed to update project. Please try again.",
  deleteFailed: "Failed to delete project. Please try again.",
  retryFailed: "Could not retry AI analysis. Please try again later.",
  retrySignedOut: "You need to be signed in to retry AI analysis.",
  analysisFailed: "We couldn't finish the AI analysis. Please try again shortly.",
  deleted: "Project deleted",
  noRecommendations: "No AI recommendations available yet.",
  noProjects: "No projects found",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * The project form (spec part 2 section 5): name, description and industry required; Other needs its
 * own text; pricing range, target audience and notes optional. The stored industry is the list value or
 * the Other text.
 */
export const projectInputSchema = z
  .object({
    name: z.string(projectMessages.nameRequired).trim().min(1, projectMessages.nameRequired).max(120),
    description: z
      .string(projectMessages.descriptionRequired)
      .trim()
      .min(1, projectMessages.descriptionRequired)
      .max(2000),
    industry: z
      .string(projectMessages.industryRequired)
      .trim()
      .min(1, projectMessages.industryRequired)
      .max(120),
    industryOther: optionalText(120),
    pricingRange: z
      .union([z.enum(pricingRanges), z.literal("")])
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    targetAudience: optionalText(1000),
    notes: optionalText(4000),
  })
  .superRefine((value, ctx) => {
    if (value.industry === OTHER_INDUSTRY && !value.industryOther) {
      ctx.addIssue({
        code: "custom",
        path: ["industryOther"],
        message: projectMessages.otherIndustryRequired,
      });
    }
  })
  .transform(({ industryOther, ...rest }) => ({
    ...rest,
    industry: rest.industry === OTHER_INDUSTRY ? industryOther! : rest.industry,
  }));
export type ProjectInput = z.output<typeof projectInputSchema>;

/** The REST body (spec part 2 section 7) in snake case, as the form's shape. */
export function projectInputFromBody(body: Record<string, unknown>): unknown {
  const industry = typeof body.industry === "string" ? body.industry : undefined;
  const listed = industry !== undefined && (industries as readonly string[]).includes(industry);
  return {
    name: body.name,
    description: body.description,
    industry: industry === undefined || listed || industry === "" ? industry : OTHER_INDUSTRY,
    industryOther: listed
      ? (body.industryOther ?? body.industry_other)
      : (body.industryOther ?? body.industry_other ?? industry),
    pricingRange: body.pricing_range ?? body.pricingRange,
    targetAudience: body.target_audience ?? body.targetAudience,
    notes: body.notes,
  };
}

export const projectIdSchema = z.object({ id: z.uuid() });

export const projectsSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  industry: z.string().trim().max(120).optional().catch(undefined),
});
