/**
 * What a business search means in OpenStreetMap's tags. A term the table knows becomes its tag filters
 * (a dentist is `amenity=dentist` or `healthcare=dentist`); any other term is matched against the names
 * of mapped businesses (elements with a shop, amenity, office, craft, healthcare, tourism or leisure tag).
 * Terms are matched singular and lower-case, so "Dentists" and "dental clinic" find the same entry.
 */
export type TagFilter = { key: string; value: string };
export type OsmCategory = { label: string; terms: readonly string[]; tags: readonly TagFilter[] };

const tag = (key: string, value: string): TagFilter => ({ key, value });

export const osmCategories: readonly OsmCategory[] = [
  {
    label: "Dentist",
    terms: ["dentist", "dental clinic", "dental practice", "orthodontist"],
    tags: [tag("amenity", "dentist"), tag("healthcare", "dentist")],
  },
  {
    label: "Doctor",
    terms: ["doctor", "clinic", "medical practice", "gp", "physician"],
    tags: [tag("amenity", "doctors"), tag("amenity", "clinic"), tag("healthcare", "doctor")],
  },
  {
    label: "Pharmacy",
    terms: ["pharmacy", "chemist", "drugstore"],
    tags: [tag("amenity", "pharmacy"), tag("shop", "chemist")],
  },
  {
    label: "Veterinarian",
    terms: ["vet", "veterinarian", "veterinary clinic", "animal hospital"],
    tags: [tag("amenity", "veterinary")],
  },
  {
    label: "Restaurant",
    terms: ["restaurant", "diner", "bistro", "eatery"],
    tags: [tag("amenity", "restaurant")],
  },
  { label: "Cafe", terms: ["cafe", "café", "coffee shop", "coffee"], tags: [tag("amenity", "cafe")] },
  { label: "Bar", terms: ["bar", "pub", "tavern"], tags: [tag("amenity", "bar"), tag("amenity", "pub")] },
  { label: "Bakery", terms: ["bakery", "baker"], tags: [tag("shop", "bakery")] },
  {
    label: "Hotel",
    terms: ["hotel", "motel", "guest house", "hostel"],
    tags: [
      tag("tourism", "hotel"),
      tag("tourism", "motel"),
      tag("tourism", "guest_house"),
      tag("tourism", "hostel"),
    ],
  },
  {
    label: "Gym",
    terms: ["gym", "fitness center", "fitness centre", "fitness studio"],
    tags: [tag("leisure", "fitness_centre")],
  },
  {
    label: "Hairdresser",
    terms: ["hairdresser", "hair salon", "barber", "salon"],
    tags: [tag("shop", "hairdresser")],
  },
  {
    label: "Beauty salon",
    terms: ["beauty salon", "spa", "nail salon", "beautician"],
    tags: [tag("shop", "beauty")],
  },
  {
    label: "Lawyer",
    terms: ["lawyer", "law firm", "attorney", "solicitor"],
    tags: [tag("office", "lawyer")],
  },
  {
    label: "Accountant",
    terms: ["accountant", "accounting firm", "bookkeeper", "tax advisor"],
    tags: [tag("office", "accountant"), tag("office", "tax_advisor")],
  },
  {
    label: "Estate agent",
    terms: ["estate agent", "real estate agent", "real estate agency", "realtor"],
    tags: [tag("office", "estate_agent")],
  },
  {
    label: "Insurance",
    terms: ["insurance agent", "insurance broker", "insurance"],
    tags: [tag("office", "insurance")],
  },
  {
    label: "IT company",
    terms: ["it company", "software company", "it services", "web agency"],
    tags: [tag("office", "it"), tag("office", "company")],
  },
  {
    label: "Company office",
    terms: ["office", "company", "business", "sme", "corporate office", "firm"],
    tags: [tag("office", "company"), tag("office", "it"), tag("office", "consulting")],
  },
  {
    label: "Consultancy",
    terms: ["consultant", "consultancy", "consulting firm"],
    tags: [tag("office", "consulting")],
  },
  { label: "Architect", terms: ["architect", "architecture firm"], tags: [tag("office", "architect")] },
  { label: "Plumber", terms: ["plumber", "plumbing"], tags: [tag("craft", "plumber")] },
  {
    label: "Electrician",
    terms: ["electrician", "electrical contractor"],
    tags: [tag("craft", "electrician")],
  },
  { label: "Carpenter", terms: ["carpenter", "joiner"], tags: [tag("craft", "carpenter")] },
  {
    label: "Car repair",
    terms: ["car repair", "mechanic", "garage", "auto repair"],
    tags: [tag("shop", "car_repair")],
  },
  { label: "Car dealer", terms: ["car dealer", "car dealership"], tags: [tag("shop", "car")] },
  {
    label: "Supermarket",
    terms: ["supermarket", "grocery", "grocery store"],
    tags: [tag("shop", "supermarket")],
  },
  { label: "Florist", terms: ["florist", "flower shop"], tags: [tag("shop", "florist")] },
  {
    label: "School",
    terms: ["school", "language school", "driving school"],
    tags: [tag("amenity", "school"), tag("amenity", "language_school"), tag("amenity", "driving_school")],
  },
  {
    label: "Kindergarten",
    terms: ["kindergarten", "nursery", "daycare", "childcare"],
    tags: [tag("amenity", "kindergarten"), tag("amenity", "childcare")],
  },
  {
    label: "Travel agency",
    terms: ["travel agency", "travel agent", "tour operator"],
    tags: [tag("shop", "travel_agency"), tag("office", "travel_agent")],
  },
  {
    label: "Event planner",
    terms: ["event planner", "wedding planner", "party planner", "event management company"],
    tags: [tag("office", "event_management"), tag("shop", "party")],
  },
  {
    label: "Property management",
    terms: ["property management company", "property manager", "property management"],
    tags: [tag("office", "property_management"), tag("office", "estate_agent")],
  },
  { label: "Pet shop", terms: ["pet shop", "pet store", "pet supplies"], tags: [tag("shop", "pet")] },
  {
    label: "Care home",
    terms: ["care home", "nursing home", "retirement home"],
    tags: [tag("amenity", "nursing_home"), tag("social_facility", "nursing_home")],
  },
  {
    label: "Interior designer",
    terms: ["interior designer", "interior design studio"],
    tags: [tag("shop", "interior_decoration"), tag("craft", "interior_decorator")],
  },
  {
    label: "Coworking space",
    terms: ["coworking", "coworking space", "shared office"],
    tags: [tag("amenity", "coworking_space"), tag("office", "coworking")],
  },
];

/** "Dental Clinics" → "dental clinic": lower case, single spaces, a plural (-s, -es, -ies) made singular. */
export function normaliseTerm(term: string): string {
  const words = term.toLowerCase().normalize("NFC").replace(/\s+/g, " ").trim();
  if (/ies$/.test(words)) return `${words.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(words)) return words.slice(0, -2);
  if (/[^s]s$/.test(words)) return words.slice(0, -1);
  return words;
}

export function categoryFor(term: string): OsmCategory | undefined {
  const wanted = normaliseTerm(term);
  return osmCategories.find((category) => category.terms.some((t) => normaliseTerm(t) === wanted));
}
