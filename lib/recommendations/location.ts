/** Where the business works, read from the description: "in Austin, Texas", "based in Bali", or a known place. */

const knownPlaces = [
  "singapore",
  "malaysia",
  "kuala lumpur",
  "penang",
  "johor bahru",
  "indonesia",
  "jakarta",
  "bali",
  "thailand",
  "bangkok",
  "phuket",
  "vietnam",
  "ho chi minh city",
  "hanoi",
  "philippines",
  "manila",
  "hong kong",
  "taiwan",
  "japan",
  "tokyo",
  "korea",
  "seoul",
  "china",
  "shanghai",
  "beijing",
  "india",
  "mumbai",
  "delhi",
  "bangalore",
  "australia",
  "sydney",
  "melbourne",
  "brisbane",
  "perth",
  "queensland",
  "new zealand",
  "auckland",
  "united states",
  "usa",
  "new york",
  "los angeles",
  "chicago",
  "austin",
  "texas",
  "phoenix",
  "miami",
  "san francisco",
  "seattle",
  "boston",
  "canada",
  "toronto",
  "vancouver",
  "ontario",
  "montreal",
  "united kingdom",
  "uk",
  "london",
  "manchester",
  "birmingham",
  "edinburgh",
  "ireland",
  "dublin",
  "germany",
  "berlin",
  "munich",
  "france",
  "paris",
  "spain",
  "madrid",
  "barcelona",
  "italy",
  "milan",
  "rome",
  "netherlands",
  "amsterdam",
  "uae",
  "dubai",
  "abu dhabi",
  "saudi arabia",
  "riyadh",
  "nigeria",
  "lagos",
  "kenya",
  "nairobi",
  "south africa",
  "cape town",
  "johannesburg",
  "brazil",
  "sao paulo",
  "mexico",
  "mexico city",
  "europe",
  "asia",
  "southeast asia",
];
const knownRe = new RegExp(
  `(?<![\\w-])(${knownPlaces.sort((a, b) => b.length - a.length).join("|")})(?![\\w-])`,
  "i",
);

const notPlaces = new Set([
  "The",
  "Our",
  "A",
  "An",
  "We",
  "I",
  "Instagram",
  "LinkedIn",
  "Google",
  "Shopify",
  "English",
  "Fortune",
  "Notes",
  "Industry",
  "Target",
  "Audience",
  "Pricing",
  "C-level",
]);
// Place names are capitalised words in any script's letters (München, São Paulo, Île-de-France); a word
// never carries a full stop, so a sentence end stops the place.
const prepositionRe =
  /\b(?:in|based in|across|around|near|throughout|serving)\s+((?:\p{Lu}[\p{L}\p{M}\d'-]*)(?:(?:,\s*|\s+)\p{Lu}[\p{L}\p{M}\d'-]*){0,3})/u;

/**
 * The text in sentences and form fields: a place never runs across a sentence end or into the next
 * field's label ("… in Singapore. Notes: call after 5" is Singapore, not "Singapore. Notes").
 */
function segments(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+|\s+(?=[A-Z][A-Za-z ]{0,24}:)/)
    .map((s) => s.replace(/^[A-Z][A-Za-z ]{0,24}:\s*/, ""));
}

export function extractLocation(text: string): string | null {
  for (const segment of segments(text)) {
    const match = prepositionRe.exec(segment);
    if (!match?.[1]) continue;
    const words = match[1].replace(/[.,]+$/, "");
    const first = words.split(/[\s,]+/)[0] ?? "";
    if (!notPlaces.has(first)) return words;
  }
  const known = knownRe.exec(text);
  if (!known?.[1]) return null;
  const place = known[1];
  return place.length <= 3 ? place.toUpperCase() : place.replace(/\b\w/g, (c) => c.toUpperCase());
}
