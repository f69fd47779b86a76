/**
 * The head nouns a customer phrase can end on, by what kind of customer they name. A phrase whose last
 * word is none of these is not a customer ("for cost reduction", "to automate payroll", "for a lead
 * database"), which is what keeps the phrase reader from turning any "for X" into a search term.
 */
export type CustomerClass = "role" | "business" | "consumer" | "site";

const roles =
  "managers? directors? heads? cfos? ctos? ceos? coos? cmos? cios? cisos? cdos? founders? co-founders? executives? leaders officers? " +
  "counsel partners buyers recruiters marketers freelancers entrepreneurs teams departments developers engineers " +
  "workers employees staff nomads sellers hosts vendors merchants traders editors journalists surgeons doctors nurses architects designers owners investors hr procurement c-level professionals";
const businesses =
  "churches mosques temples clubs companies company businesses firms startups start-ups scale-ups smes smbs enterprises corporations corporates organisations " +
  "organizations agencies retailers restaurants cafes hotels bars pubs offices warehouses factories manufacturers hospitals clinics " +
  "schools kindergartens universities colleges banks fintechs importers exporters distributors wholesalers brands contractors " +
  "roofers plumbers electricians builders landlords planners caterers gyms salons venues studios practices lawyers attorneys " +
  "accountants dentists nonprofits charities farms shops stores boutiques suppliers resellers dealers 500 coworking spaces " +
  "operators groups chains centres centers";
const consumers =
  "adults women men moms mums mothers dads fathers parents families kids children students teens couples brides grooms homeowners homes " +
  "households residents tenants travellers travelers tourists expats retirees seniors gamers players streamers influencers " +
  "creators lovers fans enthusiasts collectors shoppers consumers beginners athletes runners readers patients millennials";
const sites = "websites sites blogs webshops";

export const headClass = new Map<string, CustomerClass>();
for (const [words, cls] of [
  [consumers, "consumer"],
  [businesses, "business"],
  [roles, "role"],
  [sites, "site"],
] as const) {
  for (const w of words.split(" ")) {
    const base = w.replace(/s\?$/, "");
    headClass.set(base, cls);
    if (w.endsWith("s?")) headClass.set(`${base}s`, cls);
  }
}

/** Words that say "someone buys" without saying who: never a customer or a search term. */
export const genericCustomers = new Set([
  "customers",
  "clients",
  "people",
  "users",
  "everyone",
  "anyone",
  "public",
  "buyers",
  "leads",
  "prospects",
]);

/** Qualifiers that make a store or shop a website ("online shops", "e-commerce stores"). */
export const onlineQualifier = /\b(?:online|e-?commerce|shopify|web|internet|woocommerce)\b/;

/** Leading words that are not part of the customer ("their editors", "the companies"). */
export const determiners = new Set([
  "a",
  "an",
  "the",
  "their",
  "our",
  "its",
  "his",
  "her",
  "your",
  "all",
  "any",
  "many",
  "some",
  "more",
  "new",
  "other",
  "them",
  "nearby",
  "mostly",
  "mainly",
  "especially",
  "primarily",
  "usually",
  "typically",
  "outdated",
]);

/** Words that end a customer phrase: prepositions, relative words, verbs a business uses about itself. */
export const phraseStops = new Set([
  "in",
  "across",
  "around",
  "near",
  "on",
  "from",
  "to",
  "who",
  "that",
  "which",
  "whose",
  "via",
  "through",
  "by",
  "for",
  "with",
  "get",
  "gets",
  "entering",
  "automate",
  "looking",
  "want",
  "wants",
  "need",
  "needs",
  "already",
  "have",
  "has",
  "is",
  "are",
  "aged",
  "using",
  "like",
  "such",
  "so",
  "as",
  "than",
  "into",
  "about",
  "over",
  "under",
  "without",
  "within",
  "while",
  "when",
  "where",
  "if",
  "but",
  "because",
  "since",
  "plus",
  "including",
  "e.g",
  "etc",
  "throughout",
  "worldwide",
  "nationwide",
]);

/** Verbs that start a new clause inside a list ("we find blogs and email their editors"). */
export const clauseVerbs = new Set([
  "sell",
  "email",
  "contact",
  "pitch",
  "reach",
  "find",
  "help",
  "serve",
  "supply",
  "advise",
  "build",
  "do",
  "make",
  "offer",
  "provide",
  "run",
  "send",
  "book",
  "collect",
]);

/** Business customers that Google Maps lists as places (a Maps search for them finds them). */
export const placeHeads = new Set([
  "restaurants",
  "cafes",
  "hotels",
  "bars",
  "pubs",
  "offices",
  "warehouses",
  "factories",
  "hospitals",
  "clinics",
  "schools",
  "kindergartens",
  "universities",
  "colleges",
  "banks",
  "retailers",
  "shops",
  "stores",
  "boutiques",
  "gyms",
  "salons",
  "venues",
  "studios",
  "practices",
  "firms",
  "lawyers",
  "attorneys",
  "accountants",
  "dentists",
  "agencies",
  "contractors",
  "roofers",
  "plumbers",
  "electricians",
  "builders",
  "planners",
  "caterers",
  "landlords",
  "owners",
  "spaces",
  "farms",
  "companies",
  "businesses",
  "dealers",
  "suppliers",
  "operators",
  "chains",
  "homes",
  "managers",
]);
