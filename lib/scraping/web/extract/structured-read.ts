import type { Node, Value } from "./structured";

/**
 * What the lead needs from schema.org nodes, whichever syntax carried them: the organisation's name
 * and description, every email, telephone and sameAs, postal addresses and people with roles.
 */
export type PostalAddress = {
  street?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  country?: string;
};
export type Person = { name: string; role: string };

export type StructuredFacts = {
  names: string[];
  descriptions: string[];
  emails: string[];
  phones: string[];
  links: string[];
  addresses: PostalAddress[];
  people: Person[];
  countries: string[];
};

const NOT_ORG =
  /^(person|postaladdress|contactpoint|website|webpage|breadcrumblist|listitem|imageobject|offer|product|article|blogposting|searchaction|entrypoint|openinghoursspecification|geocoordinates|place|faqpage|question|answer|event|review|aggregaterating|videoobject|collectionpage|aboutpage|contactpage|itemlist|sitenavigationelement|wpheader|wpfooter|country|role|organizationrole|employeerole|occupation|quantitativevalue|monetaryamount|priceSpecification)$/i;

const text = (v: Value | undefined): string | undefined =>
  typeof v === "string" ? v.trim() || undefined : v ? text(first(v, "name")) : undefined;
const first = (node: Node, prop: string): Value | undefined => node.props.get(prop)?.[0];
const all = (node: Node, prop: string): Value[] => node.props.get(prop) ?? [];
const is = (node: Node, type: RegExp) => node.types.some((t) => type.test(t));

function address(value: Value): PostalAddress | null {
  if (typeof value === "string") return value.trim() ? { street: value.trim() } : null;
  if (!is(value, /address/i) && !value.props.has("streetAddress") && !value.props.has("postalCode"))
    return null;
  const country = first(value, "addressCountry");
  return {
    street: text(first(value, "streetAddress")),
    locality: text(first(value, "addressLocality")),
    region: text(first(value, "addressRegion")),
    postalCode: text(first(value, "postalCode")),
    country: country ? text(country) : undefined,
  };
}

function roleOf(node: Node): string | undefined {
  return (
    text(first(node, "jobTitle")) ??
    text(first(node, "roleName")) ??
    text(first(node, "hasOccupation")) ??
    text(first(node, "role"))
  );
}

export function readStructured(nodes: Node[]): StructuredFacts {
  const facts: StructuredFacts = {
    names: [],
    descriptions: [],
    emails: [],
    phones: [],
    links: [],
    addresses: [],
    people: [],
    countries: [],
  };
  const defaultRoles = new Map<Node, string>();
  for (const node of nodes) {
    for (const [prop, role] of [
      ["founder", "Founder"],
      ["founders", "Founder"],
    ] as const) {
      for (const v of all(node, prop)) if (typeof v !== "string" && !roleOf(v)) defaultRoles.set(v, role);
    }
  }
  for (const node of nodes) {
    for (const v of [...all(node, "email")]) if (typeof v === "string") facts.emails.push(v);
    for (const v of [...all(node, "telephone")]) if (typeof v === "string") facts.phones.push(v);
    for (const v of [...all(node, "sameAs"), ...all(node, "url")])
      if (typeof v === "string") facts.links.push(v);
    if (is(node, /^person$/i)) {
      const name =
        text(first(node, "name")) ??
        [text(first(node, "givenName")), text(first(node, "familyName"))].filter(Boolean).join(" ");
      const role = roleOf(node) ?? defaultRoles.get(node);
      if (name && role) facts.people.push({ name, role });
      continue;
    }
    if (is(node, /address/i)) {
      const a = address(node);
      if (a) facts.addresses.push(a);
      if (a?.country) facts.countries.push(a.country);
      continue;
    }
    if (node.types.length && node.types.every((t) => NOT_ORG.test(t))) continue;
    if (!node.types.length) continue;
    const name = text(first(node, "legalName")) ?? text(first(node, "name"));
    if (
      name &&
      (node.props.has("address") ||
        node.props.has("telephone") ||
        node.props.has("email") ||
        node.props.has("sameAs") ||
        node.props.has("logo") ||
        is(node, /organi[sz]ation|business|corporation/i))
    )
      facts.names.push(name);
    const description = text(first(node, "description"));
    if (description) facts.descriptions.push(description);
    for (const v of all(node, "address")) {
      const a = address(v);
      if (a && typeof v === "string") facts.addresses.push(a);
    }
  }
  return facts;
}
