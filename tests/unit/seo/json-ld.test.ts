import { describe, expect, it } from "vitest";
import { type Plan, plans } from "@/lib/plans/catalog";
import { buildLandingJsonLd, buildOfferJsonLd, type ProductJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";

const site = new URL("https://crm.example.com");

function productOf(graph: ReturnType<typeof buildLandingJsonLd>): ProductJsonLd {
  const product = graph["@graph"].find((node) => node["@type"] === "Product");
  if (!product) throw new Error("no Product node");
  return product as ProductJsonLd;
}

describe("buildLandingJsonLd", () => {
  it("describes the organisation and the product, linked by @id", () => {
    const graph = buildLandingJsonLd(plans, site);
    expect(graph["@context"]).toBe("https://schema.org");
    const organization = graph["@graph"].find((node) => node["@type"] === "Organization");
    expect(organization).toMatchObject({
      name: "CRM Pro",
      url: "https://crm.example.com/",
      "@id": "https://crm.example.com/#organization",
    });
    expect(productOf(graph).brand).toEqual({ "@id": organization?.["@id"] });
  });

  it("offers every plan of the catalog at its catalog price, linking to sign-up with the plan", () => {
    const offers = productOf(buildLandingJsonLd(plans, site)).offers;
    expect(offers.map((offer) => [offer.name, offer.price, offer.url])).toEqual([
      ["CRM Pro Starter", "0.00", "https://crm.example.com/signup?plan=FREE"],
      ["CRM Pro Professional", "38.00", "https://crm.example.com/signup?plan=PRO"],
      ["CRM Pro Enterprise", "188.00", "https://crm.example.com/signup?plan=ENTERPRISE"],
    ]);
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe("USD");
      expect(offer.priceSpecification).toMatchObject({
        "@type": "UnitPriceSpecification",
        price: offer.price,
        billingDuration: "P1M",
      });
    }
  });

  it("builds every URL from the site URL it is given", () => {
    const json = JSON.stringify(buildLandingJsonLd(plans, new URL("https://other.example.org")));
    const urls = json.match(/https?:\/\/[^"]+/g) ?? [];
    const siteUrls = urls.filter((url) => !url.startsWith("https://schema.org"));
    expect(siteUrls.length).toBeGreaterThan(5);
    expect(siteUrls.every((url) => url.startsWith("https://other.example.org/"))).toBe(true);
  });
});

describe("serializeJsonLd", () => {
  const hostile: Plan = { ...plans[0]!, description: '</script><script>alert("x")</script> & \u2028' };

  it("cannot close the script element it is written into", () => {
    const graph = buildLandingJsonLd([hostile], site);
    const text = serializeJsonLd(graph);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(graph);
  });

  it("writes the plan's description and monthly credits into its offer", () => {
    const offer = buildOfferJsonLd(hostile, site);
    expect(offer.description).toContain("</script>");
    expect(offer.description).toContain("100 credits every month.");
  });
});
