import { findsCompetitors, type CompetitorGuard } from "./customers/guard";
import { toHashtag } from "./customers/plan";
import { LINKEDIN_PEOPLE_SEARCH } from "./criteria";

/**
 * Criteria the scraper can run as they are, whoever wrote them (the built-in recommender or a model):
 * a Maps search term, a LinkedIn people-search URL, an Instagram username that matches Instagram's
 * pattern, a website address; any search term that would find the business's competitors is dropped.
 * A Website card without addresses says what to do instead of opening an empty form.
 */
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const MAX_LINE = 300;
/** Lines for the person, not search terms: never guarded (a place name, an instruction). */
const unguarded = new Set(["location", "state", "next step", "extract"]);

type Line = { key: string; value: string };

export const websiteNextStep =
  "Run a Google Maps search first, then send its websites to the Website scraper";

export function runnableCriteria(
  platform: string,
  criteria: readonly string[],
  guard: CompetitorGuard,
): string[] {
  const kind = platformKind(platform);
  const out: Line[] = [];
  for (const raw of criteria) {
    const at = raw.indexOf(":");
    const hasKey = at > 0 && at < 30 && !/^https?$/i.test(raw.slice(0, at).trim());
    const key = hasKey ? raw.slice(0, at).trim() : "Note";
    const value = (hasKey ? raw.slice(at + 1) : raw).trim();
    if (!value) continue;
    const line = runnableLine(kind, { key, value }, guard);
    if (line && !out.some((o) => o.key.toLowerCase() === line.key.toLowerCase() && o.value === line.value))
      out.push(line);
  }
  if (
    kind === "web" &&
    !out.some((l) => l.key === "URL") &&
    !out.some((l) => l.key.toLowerCase() === "next step")
  ) {
    out.push({ key: "Next step", value: websiteNextStep });
  }
  return out.map((l) => `${l.key}: ${l.value}`.slice(0, MAX_LINE));
}

function runnableLine(kind: PlatformKind, line: Line, guard: CompetitorGuard): Line | null {
  const key = line.key.toLowerCase();
  const value = line.value;
  if (key === "location" || key === "state") return { key: "Location", value: cleanPlace(value) };
  if (unguarded.has(key)) return line;
  switch (`${kind}:${key}`) {
    case "maps:search":
    case "maps:business":
      return value.length <= 200 && !findsCompetitors(value, guard) ? { key: "Search", value } : null;
    case "linkedin:url":
    case "linkedin:search":
      return linkedinUrl(value, guard);
    case "instagram:search":
    case "instagram:username": {
      const username = USERNAME.test(value.replace(/^[@#]/, ""))
        ? value.replace(/^[@#]/, "")
        : toHashtag(value);
      return USERNAME.test(username) && !findsCompetitors(value, guard) && !findsCompetitors(username, guard)
        ? { key: "Username", value: username }
        : null;
    }
    case "web:url":
    case "web:search":
      return webUrl(value)
        ? { key: "URL", value: webUrl(value)! }
        : findsCompetitors(value, guard)
          ? null
          : { key: "Sites", value };
  }
  return findsCompetitors(value.replace(/#/g, " "), guard) ? null : line;
}

/** A LinkedIn people search: a URL on linkedin.com whose path is the people search, or words to search for. */
function linkedinUrl(value: string, guard: CompetitorGuard): Line | null {
  const looksLikeUrl = /^https?:\/\//i.test(value) || /linkedin\.com/i.test(value);
  if (!looksLikeUrl) {
    if (/[/?=]/.test(value) || findsCompetitors(value, guard)) return null;
    return {
      key: "URL",
      value: `${LINKEDIN_PEOPLE_SEARCH}?${new URLSearchParams({ keywords: value }).toString()}`,
    };
  }
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== "https:" || !(host === "linkedin.com" || host.endsWith(".linkedin.com"))) return null;
  if (!url.pathname.startsWith("/search/results/people")) return null;
  const keywords = url.searchParams.get("keywords") ?? "";
  if (findsCompetitors(keywords, guard)) return null;
  return { key: "URL", value: url.toString() };
}

function webUrl(value: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === "https:" || url.protocol === "http:") &&
      /\.[a-z]{2,}$/i.test(url.hostname) &&
      !/\s/.test(value)
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

/** A place ends at a sentence end or the next form label: "Singapore. Notes: …" is "Singapore". */
export function cleanPlace(value: string): string {
  return value
    .split(/[.;!?\n]\s|\s\w[\w ]{0,20}:|[;\n]/)[0]!
    .replace(/[.,;:]+$/, "")
    .trim();
}

type PlatformKind = "maps" | "linkedin" | "instagram" | "web" | "other";

function platformKind(platform: string): PlatformKind {
  const name = platform.trim().toLowerCase();
  if (name === "google maps" || name === "maps") return "maps";
  if (name === "linkedin") return "linkedin";
  if (name === "instagram") return "instagram";
  if (name === "website" || name === "web" || name === "web scraping") return "web";
  return "other";
}
