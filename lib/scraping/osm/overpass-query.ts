import type { OsmCategory } from "./categories";

/** South, west, north, east in degrees: Overpass's bounding-box order. */
export type BoundingBox = { south: number; west: number; north: number; east: number };

/** Keys that make an element a business (or a place a business works from) rather than a street or a bench. */
const BUSINESS_KEYS = "^(shop|amenity|office|craft|healthcare|tourism|leisure)$";

/** Overpass QL string literal: backslashes and double quotes escaped, control characters dropped. */
function literal(value: string): string {
  return `"${value.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A business term as a case-insensitive regular expression matching it literally. */
function nameRegex(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
}

const coordinate = (n: number) => n.toFixed(7).replace(/\.?0+$/, "");

/**
 * One Overpass QL query: businesses of the category (or, for a term OpenStreetMap has no tag for,
 * businesses whose name contains it) inside the box, with their tags and a centre point for ways and
 * relations, at most `limit` of them.
 */
export function overpassQuery(params: {
  box: BoundingBox;
  category?: OsmCategory;
  term: string;
  limit: number;
  timeoutSeconds: number;
}): string {
  const { box, category, term, limit, timeoutSeconds } = params;
  const bbox = [box.south, box.west, box.north, box.east].map(coordinate).join(",");
  const selectors = category
    ? category.tags.map((t) => `nwr[${literal(t.key)}=${literal(t.value)}]["name"];`)
    : [`nwr["name"~${literal(nameRegex(term))},i][~${literal(BUSINESS_KEYS)}~"."];`];
  return `[out:json][timeout:${timeoutSeconds}][bbox:${bbox}];\n(\n${selectors.map((s) => `  ${s}`).join("\n")}\n);\nout center tags ${Math.max(1, Math.floor(limit))};`;
}

/** The four quarters of a box, for an area too large for one query. */
export function quarters(box: BoundingBox): BoundingBox[] {
  const midLat = (box.south + box.north) / 2;
  const midLng = (box.west + box.east) / 2;
  return [
    { south: box.south, west: box.west, north: midLat, east: midLng },
    { south: box.south, west: midLng, north: midLat, east: box.east },
    { south: midLat, west: box.west, north: box.north, east: midLng },
    { south: midLat, west: midLng, north: box.north, east: box.east },
  ];
}
