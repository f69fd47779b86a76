/**
 * The words a recommendation would search for: the values of its search lines (Maps Search and Also
 * search, the LinkedIn URL's keywords and Title, the Instagram Username and Hashtags, the Website Sites),
 * not the place, not the instructions. Used to check that a card finds customers, not competitors.
 */
const searchKeys = new Set([
  "search",
  "also search",
  "business",
  "title",
  "keywords",
  "username",
  "hashtag",
  "hashtags",
  "sites",
  "url",
]);

export function searchTermsOf(criteria: readonly string[]): string[] {
  const terms: string[] = [];
  for (const line of criteria) {
    const at = line.indexOf(":");
    if (at <= 0) continue;
    const key = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    if (!searchKeys.has(key)) continue;
    if (key === "url") {
      try {
        const keywords = new URL(value).searchParams.get("keywords");
        if (keywords) terms.push(keywords);
      } catch {
        // not a URL: nothing searched by it
      }
      continue;
    }
    terms.push(value);
  }
  return terms;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a labelled term occurs in the search terms: at the start of a word, case-insensitive ("hr
 * manager" is in "HR managers", "clinic" in "clinics"), or inside a hashtag or username without its
 * spaces ("beauty lovers" is in "#beautylovers").
 */
export function mentions(terms: readonly string[], label: string): boolean {
  const text = terms.join(" | ").toLowerCase();
  const wanted = label.toLowerCase().trim();
  if (new RegExp(`(?<![a-z0-9])${escape(wanted)}`).test(text)) return true;
  // A hashtag is usually singular: "content creators" is in "#contentcreator".
  const squashed = wanted.replace(/[^a-z0-9]/g, "").replace(/(?<=[a-z]{3})s$/, "");
  const tokens = text.split(/[\s,|]+/).filter((t) => !/\s/.test(t));
  return (
    squashed.length > 2 &&
    tokens.some((t) => /^#?[a-z0-9._]+$/.test(t) && t.replace(/^#/, "").includes(squashed))
  );
}
