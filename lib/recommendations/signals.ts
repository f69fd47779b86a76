/**
 * The built-in recommender's evidence table: each phrase leans towards one lead source, with a weight,
 * a tag a person can read in the reason line and, where it names one, the industry (from the project
 * form's list). Phrases are matched on word boundaries of the lower-cased description.
 */
export type SourceKey = "maps" | "linkedin" | "instagram" | "web";

export type Signal = { source: SourceKey; weight: number; tag: string; industry?: string; subject?: boolean };

type Row = [pattern: string, source: SourceKey, weight: number, tag: string, industry?: string];

const PREMISES = "physical premises";
const LOCAL_SERVICE = "local service";
const LOCAL_TARGETS = "sells to local businesses";
const B2B = "B2B";
const ROLES = "decision makers by job title";
const CONSUMER = "online consumer brand";
const VISUAL = "visual work sold on social";
const CREATORS = "creators and influencers";
const SITES = "prospects' own websites";

const rows: Row[] = [
  // Physical premises a customer walks into: Google Maps lists them with address and phone.
  ["dental|dentists?|dentistry|orthodont\\w*", "maps", 4, PREMISES, "Dental"],
  [
    "clinics?|medical cent(?:re|er)s?|aesthetic|botox|fillers",
    "maps",
    3,
    PREMISES,
    "Clinics & Medical Practices",
  ],
  ["cosmetic surgery", "maps", 2, PREMISES, "Cosmetic Surgery"],
  ["physio\\w*|chiropract\\w*|optician|optometrist", "maps", 4, PREMISES, "Physiotherapy"],
  ["pharmac(?:y|ies)|drugstore", "maps", 4, PREMISES, "Pharmacy"],
  ["veterinar\\w*|vets?|pet grooming|grooming salon", "maps", 4, PREMISES, "Veterinary"],
  ["hair salons?|salons?|barbers?(?:hop)?|nail bar|spas?", "maps", 4, PREMISES, "Hair & Beauty Salons"],
  [
    "restaurants?|cafes?|café|coffee shops?|bistro|diner|dine-in|takeaway|food stall",
    "maps",
    4,
    PREMISES,
    "Restaurants",
  ],
  ["bakery|bakeries|patisserie|ice cream|parlou?r|butcher", "maps", 4, PREMISES, "Food & Beverages"],
  [
    "(?<!protein |chocolate |snack |granola |energy |candy |soap )bars?|pubs?|brewer(?:y|ies)|taproom|winery|nightclub",
    "maps",
    4,
    PREMISES,
    "Wine & Spirits",
  ],
  ["hotels?|resorts?|hostels?|guesthouse|bed and breakfast|b&b", "maps", 4, PREMISES, "Hotels & Resorts"],
  [
    "gyms?|fitness cent(?:re|er)|yoga studio|pilates|martial arts|crossfit",
    "maps",
    4,
    PREMISES,
    "Fitness & Gyms",
  ],
  ["garages?|car repair|auto repair|mechanics?|car wash|car dealership", "maps", 4, PREMISES, "Automotive"],
  ["florists?|flower shop", "maps", 4, PREMISES, "Floristry"],
  ["showroom|walk-in|storefront|shop front|open 24 hours|opening hours", "maps", 3, PREMISES],
  ["venues?|playground|indoor play|party venue|event space", "maps", 4, PREMISES, "Events Services"],
  [
    "driving school|tutoring|tuition cent(?:re|er)|learning cent(?:re|er)|kindergarten|daycare|preschool|childcare|nursery",
    "maps",
    4,
    PREMISES,
    "Tutoring",
  ],
  [
    "grocer(?:y|ies)|supermarkets?|minimart|convenience store|bookstores?|bookshops?|hardware store",
    "maps",
    3,
    PREMISES,
    "Retail",
  ],
  ["furniture store|furniture shop", "maps", 2, PREMISES, "Furniture"],
  ["laundr(?:y|ies)|dry clean\\w*|tailor", "maps", 4, PREMISES, "Consumer Services"],
  ["stores?|shops?|studio", "maps", 1, PREMISES],
  // Trades that serve an area.
  [
    "plumb\\w*|electricians?|hvac|air[- ]?con\\w*|locksmiths?|handyman|pest control",
    "maps",
    4,
    LOCAL_SERVICE,
    "HVAC & Plumbing",
  ],
  [
    "roof\\w*|contractors?|renovation\\w*|landscap\\w*|gardening|painters?|builders?",
    "maps",
    3,
    LOCAL_SERVICE,
    "Home Improvement",
  ],
  ["cleaning|cleaners|janitorial", "maps", 3, LOCAL_SERVICE, "Cleaning Services"],
  ["solar|installer|installation", "maps", 2, LOCAL_SERVICE, "Solar"],
  ["movers|removals|moving company", "maps", 4, LOCAL_SERVICE, "Transportation"],
  [
    "real estate|realtors?|property|properties|landlords?|building owners|apartments|condos?",
    "maps",
    3,
    LOCAL_SERVICE,
    "Real Estate",
  ],
  ["homeowners|homes|households|residents|neighbou?rhood|nearby|local", "maps", 2, LOCAL_SERVICE],
  ["law firms?|lawyers|attorneys|accountants|accounting firms", "maps", 3, LOCAL_TARGETS, "Legal Services"],
  [
    "retail(?:ers)?|retail shops|restaurants and|offices|warehouses|small shops|merchants",
    "maps",
    2,
    LOCAL_TARGETS,
  ],
  // Businesses and roles: LinkedIn's people search.
  ["b2b|saas|software|crm|erp|api", "linkedin", 4, B2B, "Computer Software"],
  ["platform|tech|marketplace", "linkedin", 2, B2B, "Internet"],
  [
    "enterprises?|enterprise|companies|corporates?|corporations?|organi[sz]ations|businesses|business owners|smes?|smbs?|mid-sized|fortune 500|scale-ups?|startups?",
    "linkedin",
    3,
    B2B,
  ],
  [
    "managers?|executives?|directors?|cfos?|ctos?|ceos?|cmos?|c-level|founders?|leaders|decision makers|hr|procurement|in-house counsel|teams?|departments?|developers|engineers|professionals|freelancers",
    "linkedin",
    2,
    ROLES,
  ],
  ["consult\\w*|advis\\w*|coaching|training|workshops", "linkedin", 2, B2B, "Consulting"],
  ["recruit\\w*|staffing|hiring|headhunt\\w*|talent", "linkedin", 3, B2B, "Recruitment & Staffing"],
  [
    "cyber\\w*|security|penetration testing|cloud|infrastructure|data analytics|analytics|it services|managed services|it support",
    "linkedin",
    3,
    B2B,
    "Information Technology",
  ],
  [
    "fintechs?|banks|banking|payments?|payroll|expense management|accounting software|insurance|broker",
    "linkedin",
    3,
    B2B,
    "Financial Services",
  ],
  [
    "manufactur\\w*|factor(?:y|ies)|industrial|machinery|machines|equipment|medical devices?|surgical|hospitals",
    "linkedin",
    3,
    B2B,
    "Manufacturing",
  ],
  [
    "logistics|freight|shipping company|supply chain|importers|exporters|wholesale|distribut\\w*",
    "linkedin",
    3,
    B2B,
    "Logistics & Supply Chain",
  ],
  [
    "legal tech|legal departments|compliance|translation|locali[sz]ation|outsourc\\w*|customer support",
    "linkedin",
    3,
    B2B,
    "Outsourcing",
  ],
  [
    "agency|marketing|lead generation|global|international|investors",
    "linkedin",
    1,
    B2B,
    "Marketing & Advertising",
  ],
  // Consumer products sold online: Instagram.
  [
    "online store|online shop|e-?commerce|shopify|etsy|dtc|d2c|direct[- ]to[- ]consumer|drop-?shipping|ships? worldwide|shipping worldwide",
    "instagram",
    3,
    CONSUMER,
    "E-commerce",
  ],
  [
    "fashion|clothing|clothes|apparel|streetwear|sneakers|shoes|label|boutique",
    "instagram",
    3,
    CONSUMER,
    "Apparel & Fashion",
  ],
  ["jewell?ery|accessories|watches|handbags|luxury", "instagram", 3, CONSUMER, "Luxury Goods"],
  [
    "skincare|skin care|beauty|cosmetics|makeup|serums?|haircare|fragrance|perfume",
    "instagram",
    3,
    CONSUMER,
    "Beauty & Cosmetics",
  ],
  [
    "handmade|candles|home decor|crafts?|artisan|custom cakes|home bakery|gifts?",
    "instagram",
    3,
    CONSUMER,
    "Arts & Crafts",
  ],
  [
    "baby|moms|mums|mothers|parents|kids clothing|pets products|young women|teens|gen z|millennials|collectors|consumers|shoppers",
    "instagram",
    2,
    CONSUMER,
    "Consumer Goods",
  ],
  [
    "photographers?|photography|presets|lightroom|tattoo\\w*|wedding\\w*|makeup artist|art prints|illustrat\\w*",
    "instagram",
    4,
    VISUAL,
    "Photography",
  ],
  [
    "influencers?|creators?|followers|streamers|instagram|tiktok|youtubers?|dms?|social media",
    "instagram",
    4,
    CREATORS,
    "Online Media",
  ],
  [
    "fitness coach|personal trainer|online coach\\w*|workout programs?|meal plans?|course|courses|aspiring|digital downloads?|mobile games?|gamers|players",
    "instagram",
    3,
    CREATORS,
    "E-learning",
  ],
  [
    "mobile apps?|app for|pet owners|dog owners|cat owners|pet food|dog food|subscription box|delivered monthly",
    "instagram",
    3,
    CONSUMER,
    "Consumer Goods",
  ],
  ["brands?|online|worldwide", "instagram", 1, CONSUMER],
  // The prospects are websites themselves: contact details sit on their pages.
  [
    "websites?|web ?sites?|sites|web pages|domains|blogs?|bloggers|news sites|editors",
    "web",
    3,
    SITES,
    "Web Development",
  ],
  [
    "seo|backlinks?|link building|web development|web design|redesign\\w*|site audits?|audit\\w*|deliverability",
    "web",
    3,
    SITES,
    "Web Development",
  ],
  [
    "scrap\\w*|contact details|contact emails|email addresses|lead database|directory|crawl\\w*",
    "web",
    4,
    SITES,
    "Information Services",
  ],
];

export const signalTable: Array<{ re: RegExp; signal: Signal }> = rows.map(
  ([pattern, source, weight, tag, industry]) => ({
    re: new RegExp(`(?<![\\w-])(?:${pattern})(?![\\w-])`, "g"),
    signal: { source, weight, tag, industry, subject: source === "maps" && tag !== LOCAL_SERVICE },
  }),
);
