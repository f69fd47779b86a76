import type { CustomerPlan } from "./customers/plan";
import type { BusinessProfile, RecommendationPlatform } from "./types";

export const LINKEDIN_PEOPLE_SEARCH = "https://www.linkedin.com/search/results/people/";

/**
 * "Key: value" lines the scraper mapping reads (spec part 2 section 4), every one aimed at the business's
 * customers: maps Search → Business Type and Location → Location; LinkedIn URL → LinkedIn Search URL;
 * Instagram Username → Username (a hashtag, which is also a valid username); Website URL → Website URL.
 * Title, Also search, Hashtags, Sites and Next step are for the person. Nothing is invented: a location
 * the description does not give is left out.
 */
export function criteriaFor(
  platform: RecommendationPlatform,
  profile: BusinessProfile,
  plan: CustomerPlan,
): string[] {
  const lines: string[] = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value) lines.push(`${key}: ${value}`);
  };
  const mapsTerm = plan.places[0] ?? null;
  switch (platform) {
    case "Google Maps":
      add("Search", mapsTerm);
      add("Location", profile.location);
      add("Also search", plan.places.slice(1, 3).join(", "));
      break;
    case "LinkedIn":
      add("URL", linkedinPeopleSearch(plan, profile.location));
      add("Title", plan.roles.slice(0, 3).join(", "));
      add("Location", profile.location);
      break;
    case "Instagram":
      add("Username", plan.hashtags[0]);
      add(
        "Hashtags",
        plan.hashtags
          .slice(0, 3)
          .map((h) => `#${h}`)
          .join(" "),
      );
      break;
    case "Website":
      add("URL", plan.urls[0]);
      add("Sites", plan.urls.length ? plan.urls.slice(0, 5).join(", ") : sitesToFind(plan));
      if (!plan.urls.length) add("Next step", websiteNextStep(plan, profile.location));
      break;
  }
  return lines;
}

/** A people search for the first buying role, narrowed by the companies the description names and the place. */
export function linkedinPeopleSearch(plan: CustomerPlan, location: string | null): string {
  const role = plan.roles[0] ?? "founder";
  const company = plan.companies.find((c) => !c.toLowerCase().includes(role.toLowerCase()));
  const keywords = [role, company, location].filter(Boolean).join(" ");
  return `${LINKEDIN_PEOPLE_SEARCH}?${new URLSearchParams({ keywords }).toString()}`;
}

/** "online shops" are sites already; other customers are found by their websites ("cafes websites"). */
function sitesToFind(plan: CustomerPlan): string {
  const first = plan.sites[0] ?? plan.places[0] ?? "your customers";
  return plan.named.some((p) => p.cls === "site" && p.text === first) ||
    /\b(?:websites?|sites|blogs)$/.test(first)
    ? first
    : `websites of ${first}`;
}

/** The Website scraper reads sites it is given; without addresses the card says where to get them. */
function websiteNextStep(plan: CustomerPlan, location: string | null): string {
  const siteCustomers = plan.named.filter((p) => p.cls === "site");
  if (siteCustomers.length) {
    return `Collect the addresses of ${siteCustomers[0]!.text} (a Google search or a directory), then send them to the Website scraper`;
  }
  const where = location ? ` in ${location}` : "";
  return `Run a Google Maps search for ${plan.places[0] ?? "your customers"}${where} first, then send its websites to the Website scraper`;
}
