/** The closed sets of the projects table, as plain constants (client components reach them through lib/projects). */

/** Spec part 2 section 9: eleven pricing ranges from "Under $1,000" to "Over $5,000,000". */
export const pricingRanges = [
  "Under $1,000",
  "$1,000 - $5,000",
  "$5,000 - $10,000",
  "$10,000 - $25,000",
  "$25,000 - $50,000",
  "$50,000 - $100,000",
  "$100,000 - $250,000",
  "$250,000 - $500,000",
  "$500,000 - $1,000,000",
  "$1,000,000 - $5,000,000",
  "Over $5,000,000",
] as const;
export type PricingRange = (typeof pricingRanges)[number];

/** Spec part 2 section 4: analysing (spinner), error (retry), ready (eye icon opens the recommendations). */
export const analysisStatuses = ["analysing", "ready", "error"] as const;
export type AnalysisStatus = (typeof analysisStatuses)[number];
