import type { ScrapedLead } from "@/lib/scraping/providers/types";
import { normalizeWebsite } from "@/lib/links/web-address";
import type { OsmElement } from "./client";
import { osmOpeningHours } from "./opening-hours";

/** OpenStreetMap's licence asks every use of its data to say where it came from. */
export const OSM_ATTRIBUTION = "© OpenStreetMap contributors (ODbL)";
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";

const first = (tags: Record<string, string>, ...keys: string[]) => {
  for (const key of keys) {
    const value = tags[key]?.split(";")[0]?.trim();
    if (value) return value.slice(0, 500);
  }
  return undefined;
};

function address(tags: Record<string, string>): string | null {
  const street = [tags["addr:housenumber"], tags["addr:street"]].filter(Boolean).join(" ");
  const town = [tags["addr:postcode"], tags["addr:city"] ?? tags["addr:town"] ?? tags["addr:village"]]
    .filter(Boolean)
    .join(" ");
  const full = tags["addr:full"] ?? [street, town, tags["addr:country"]].filter(Boolean).join(", ");
  return full ? full.slice(0, 1000) : null;
}

const humanise = (value: string) => value.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());

/** The kind of business as a person would say it: the category searched for, else the element's own tag. */
function category(tags: Record<string, string>, searched: string | undefined): string | null {
  if (searched) return searched;
  for (const key of ["shop", "amenity", "office", "craft", "healthcare", "tourism", "leisure"]) {
    const value = tags[key];
    if (value && value !== "yes") return humanise(value).slice(0, 200);
  }
  return null;
}

/** An OpenStreetMap element as a maps lead: the fields a Google Maps lead has, its OSM link, and the attribution. */
export function osmElementToLead(element: OsmElement, searchedCategory?: string): ScrapedLead | null {
  const tags = element.tags;
  const name = tags.name?.trim();
  if (!name) return null;
  const latitude = element.lat ?? element.center?.lat ?? null;
  const longitude = element.lon ?? element.center?.lon ?? null;
  const link = `https://www.openstreetmap.org/${element.type}/${element.id}`;
  const phone = first(tags, "phone", "contact:phone", "contact:mobile", "mobile") ?? null;
  const email = first(tags, "email", "contact:email") ?? null;
  return {
    externalId: `osm:${element.type}/${element.id}`,
    name: name.slice(0, 500),
    phone,
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
    address: address(tags),
    url: link,
    data: {
      maps_link: link,
      category: category(tags, searchedCategory),
      phone_no: phone,
      international_phone_no: null,
      rating: null,
      review_count: null,
      website_link: normalizeWebsite(first(tags, "website", "contact:website", "url")),
      ...osmOpeningHours(tags.opening_hours),
      opening_hours: tags.opening_hours?.slice(0, 500) ?? null,
      place_id: `${element.type}/${element.id}`,
      latitude,
      longitude,
      source: "OpenStreetMap",
      attribution: OSM_ATTRIBUTION,
      license_url: OSM_COPYRIGHT_URL,
    },
  };
}
