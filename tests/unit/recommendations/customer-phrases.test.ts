import { describe, expect, it } from "vitest";
import { readCustomerPhrases } from "@/lib/recommendations/customers/phrases";

const read = (text: string) => readCustomerPhrases(text).map((p) => [p.text, p.cls]);

describe("the customer phrase reader", () => {
  it("reads the customers after 'helps', 'for', 'serving', 'supplying', 'to', 'aimed at' as noun phrases with their class", () => {
    expect(read("B2B SaaS platform that helps HR managers automate payroll for mid-sized companies")).toEqual(
      [
        ["hr managers", "role"],
        ["mid-sized companies", "business"],
      ],
    );
    expect(read("Wholesale roaster supplying cafes and restaurants across Melbourne")).toEqual([
      ["cafes", "business"],
      ["restaurants", "business"],
    ]);
    expect(read("Skincare brand, we want influencers and beauty lovers")).toEqual([
      ["influencers", "consumer"],
      ["beauty lovers", "consumer"],
    ]);
    expect(read("API for payment processing aimed at developers and CTOs")).toEqual([
      ["developers", "role"],
      ["ctos", "role"],
    ]);
    expect(read("IT support for small and medium businesses in Chicago")).toEqual([
      ["small and medium businesses", "business"],
    ]);
    expect(read("IT managed services supporting small law firms and accounting practices")).toEqual([
      ["small law firms", "business"],
      ["accounting practices", "business"],
    ]);
    expect(read("Commercial cleaning serving offices, gyms and medical centres")).toEqual([
      ["offices", "business"],
      ["gyms", "business"],
      ["medical centres", "business"],
    ]);
  });

  it("takes only the 'with' side of 'placing … with' and both sides of 'connecting … with'", () => {
    expect(read("Recruitment agency placing software engineers with tech startups in London")).toEqual([
      ["tech startups", "business"],
    ]);
    expect(read("Platform connecting brands with micro influencers")).toEqual([
      ["brands", "business"],
      ["micro influencers", "consumer"],
    ]);
  });

  it("classifies sites, consumers and roles by the words before the head", () => {
    expect(read("SEO audits for small e-commerce stores that already have a website")).toEqual([
      ["small e-commerce stores", "site"],
    ]);
    expect(read("Grooming products for dog owners")).toEqual([["dog owners", "consumer"]]);
    expect(read("Accounting software for small business owners")).toEqual([
      ["small business owners", "role"],
    ]);
    expect(read("Vegan protein bars aimed at gym-goers")).toEqual([["gym-goers", "consumer"]]);
  });

  it("leaves out generic words and phrases that name no customer", () => {
    expect(read("We are a small bakery selling cakes and bread to walk-in customers")).toEqual([]);
    expect(read("We are a company that offers stuff to people")).toEqual([]);
    expect(read("Management consulting for cost reduction")).toEqual([]);
    expect(read("Scraping contact details for a lead database")).toEqual([]);
    expect(read("HR software to automate payroll")).toEqual([]);
    expect(read("Our clients are users and customers")).toEqual([]);
  });

  it("stops at a sentence end or a form label, so the next field never joins a customer", () => {
    expect(read("Cleaning for offices. Notes: warehouses too")).toEqual([["offices", "business"]]);
  });
});
