import type { Plan } from "@/lib/plans/catalog";
import { absoluteUrl, siteDescription, siteName } from "./site";

type Thing = { "@type": string; "@id"?: string };

export type OrganizationJsonLd = Thing & { name: string; url: string; logo: string; description: string };

export type OfferJsonLd = Thing & {
  name: string;
  description: string;
  url: string;
  price: string;
  priceCurrency: "USD";
  availability: string;
  priceSpecification: Thing & {
    price: string;
    priceCurrency: "USD";
    billingDuration: string;
    unitText: string;
  };
};

export type ProductJsonLd = Thing & {
  name: string;
  description: string;
  url: string;
  image: string;
  category: string;
  brand: { "@id": string };
  offers: OfferJsonLd[];
};

export type JsonLdGraph = { "@context": "https://schema.org"; "@graph": Thing[] };

const billingDurations: Record<Plan["period"], string> = { month: "P1M" };

export function buildOrganizationJsonLd(siteUrl: URL): OrganizationJsonLd {
  return {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization", siteUrl),
    name: siteName,
    url: absoluteUrl("/", siteUrl),
    logo: absoluteUrl("/icon.svg", siteUrl),
    description: siteDescription,
  };
}

export function buildOfferJsonLd(plan: Plan, siteUrl: URL): OfferJsonLd {
  const price = plan.price.toFixed(2);
  return {
    "@type": "Offer",
    name: `${siteName} ${plan.name}`,
    description: `${plan.description} ${plan.monthlyCredits.toLocaleString("en-US")} credits every ${plan.period}.`,
    url: absoluteUrl(`/signup?plan=${plan.id}`, siteUrl),
    price,
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "USD",
      billingDuration: billingDurations[plan.period],
      unitText: plan.period,
    },
  };
}

export function buildProductJsonLd(plans: readonly Plan[], siteUrl: URL): ProductJsonLd {
  return {
    "@type": "Product",
    "@id": absoluteUrl("/#product", siteUrl),
    name: siteName,
    description: siteDescription,
    url: absoluteUrl("/", siteUrl),
    image: absoluteUrl("/opengraph-image", siteUrl),
    category: "Customer relationship management software",
    brand: { "@id": absoluteUrl("/#organization", siteUrl) },
    offers: plans.map((plan) => buildOfferJsonLd(plan, siteUrl)),
  };
}

/** The landing page's structured data: the organisation and the product with one offer per plan. */
export function buildLandingJsonLd(plans: readonly Plan[], siteUrl: URL): JsonLdGraph {
  return {
    "@context": "https://schema.org",
    "@graph": [buildOrganizationJsonLd(siteUrl), buildProductJsonLd(plans, siteUrl)],
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: "<" and the line separators are escaped so
 * no string in the data can close the script element or break the HTML parser.
 */
export function serializeJsonLd(data: JsonLdGraph): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
