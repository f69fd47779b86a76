import type { ScrapedLead } from "@/lib/scraping/providers/types";
import type { Place } from "./places-client";

const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const DAY_NAMES: Record<string, (typeof DAYS)[number]> = {
  monday: "mon",
  tuesday: "tue",
  wednesday: "wed",
  thursday: "thu",
  friday: "fri",
  saturday: "sat",
  sunday: "sun",
};

/** `openhr_mon` .. `openhr_sun` from "Monday: 9:00 AM – 5:00 PM" lines (Google lists Monday first). */
export function openingHours(descriptions: string[] | undefined): Record<string, string | null> {
  const hours: Record<string, string | null> = Object.fromEntries(DAYS.map((d) => [`openhr_${d}`, null]));
  (descriptions ?? []).forEach((line, index) => {
    const match = /^\s*([A-Za-z]+)\s*:\s*(.*)$/.exec(line);
    const day = (match && DAY_NAMES[match[1]?.toLowerCase() ?? ""]) ?? DAYS[index];
    if (day)
      hours[`openhr_${day}`] =
        (match && DAY_NAMES[match[1]?.toLowerCase() ?? ""] ? match[2] : line)?.trim().slice(0, 200) || null;
  });
  return hours;
}

const httpUrl = (value: string | undefined) =>
  value && /^https?:\/\//i.test(value) ? value.slice(0, 2048) : null;

/** A place as a maps lead with the spec's fields (maps_link, category, phone_no, ...). */
export function placeToLead(place: Place): ScrapedLead {
  const name = place.displayName?.text?.trim() || place.formattedAddress || place.id;
  const mapsLink =
    httpUrl(place.googleMapsUri) ??
    `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(place.id)}`;
  const phone = place.nationalPhoneNumber ?? place.internationalPhoneNumber ?? null;
  return {
    externalId: `place:${place.id}`,
    name: name.slice(0, 500),
    phone,
    address: place.formattedAddress ?? null,
    url: mapsLink,
    data: {
      maps_link: mapsLink,
      category: place.primaryTypeDisplayName?.text ?? place.primaryType ?? null,
      phone_no: phone,
      international_phone_no: place.internationalPhoneNumber ?? null,
      rating: place.rating ?? null,
      review_count: place.userRatingCount ?? null,
      website_link: httpUrl(place.websiteUri),
      ...openingHours(place.regularOpeningHours?.weekdayDescriptions),
      place_id: place.id,
      latitude: place.location?.latitude ?? null,
      longitude: place.location?.longitude ?? null,
    },
  };
}
