import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { leadLists, leads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { type LeadValues, insertLeads } from "./insert-leads";
import { executorQuery } from "./duplicates/run";
import { lockWorkspaceLeads } from "./lock";
import { insertSampleProjects } from "@/lib/projects/sample-projects";
import { leadMessages } from "./messages";

const people = [
  "Ava Patel",
  "Liam Chen",
  "Noah Garcia",
  "Mia Rossi",
  "Ethan Novak",
  "Zoe Park",
  "Lucas Silva",
  "Emma Dubois",
  "Omar Haddad",
  "Sara Lind",
];
const companies = [
  "Northwind Labs",
  "Bluebird Analytics",
  "Cedar & Co",
  "Helix Robotics",
  "Juniper Health",
  "Orbit Logistics",
  "Pioneer Foods",
  "Quartz Finance",
  "Riverstone Legal",
  "Summit Outdoor",
];
const cities = [
  "Austin, TX",
  "Berlin, Germany",
  "Toronto, ON",
  "London, UK",
  "Sydney, NSW",
  "Madrid, Spain",
  "Chicago, IL",
  "Paris, France",
  "Dubai, UAE",
  "Stockholm, Sweden",
];
const statuses = ["NEW", "ACTIVE", "DONE", "PAUSED", "ERROR"];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A number in the range the North American numbering plan keeps for fiction (555-0100 to 555-0199). */
const samplePhone = (n: number) => `+1 512 555 01${String(n % 100).padStart(2, "0")}`;

/** The spec's mock generator, made deterministic: 50 leads, ten per scraping platform, scraped over the last 50 hours. */
function generateSampleLeads(now = new Date()): LeadValues[] {
  const platforms = ["linkedin", "maps", "instagram", "web", "ocr"] as const;
  return Array.from({ length: 50 }, (_, i) => {
    const platform = platforms[i % platforms.length] ?? "linkedin";
    const k = Math.floor(i / platforms.length);
    const person = people[k] ?? "Sample Lead";
    const company = companies[(k + i) % companies.length] ?? "Sample Co";
    const city = cities[(k * 3 + i) % cities.length] ?? "Remote";
    const scrapedAt = new Date(now.getTime() - i * 3_600_000);
    const base = {
      platform,
      status: statuses[i % statuses.length] ?? "NEW",
      scrapedAt,
      updatedAt: scrapedAt,
    };
    switch (platform) {
      case "linkedin":
        return {
          ...base,
          name: person,
          headline: `Head of Growth at ${company}`,
          location: city,
          url: `https://www.linkedin.com/in/${slug(person)}-${i}`,
          data: {
            public_identifier: `${slug(person)}-${i}`,
            network_distance: "2nd",
            shared_connection_count: k,
            followers_count: 100 * (k + 1),
            verified: k % 2 === 0,
            premium: k % 3 === 0,
            type: "people",
          },
        };
      case "maps":
        return {
          ...base,
          name: company,
          address: `${10 + i} Market Street, ${city}`,
          phone: samplePhone(i),
          url: `https://maps.google.com/?cid=${1000 + i}`,
          data: {
            category: "Business services",
            rating: 3.5 + (k % 3) / 2,
            review_count: 10 * (k + 1),
            website_link: `https://${slug(company)}.example.com`,
            openhr_mon: "9 AM-5 PM",
          },
        };
      case "instagram":
        return {
          ...base,
          name: person,
          url: `https://www.instagram.com/${slug(person)}${i}`,
          data: { full_name: person, username: `${slug(person)}${i}`, is_private: k % 4 === 0 },
        };
      case "web": {
        const site = `https://${slug(company)}.example.com`;
        const email = `${slug(person)}@${slug(company)}.example.com`;
        const phone = samplePhone(20 + i);
        // The shape the website scraper saves (WebLead), so the contact columns fill as for a real site.
        return {
          ...base,
          name: company,
          company,
          email,
          phone,
          headline: `${company} serves customers in ${city}.`,
          url: `${site}/`,
          data: {
            jsonOutput: {
              url: `${site}/`,
              companyName: company,
              description: `${company} serves customers in ${city}.`,
              emails: [email],
              phones: [phone],
              socials: [],
              addresses: [city],
              people: [{ name: person, role: "Founder" }],
              region: "US",
              pagesCrawled: 3,
            },
          },
        };
      }
      default: {
        const email = `${slug(person)}@${slug(company)}.example.com`;
        const phone = samplePhone(40 + i);
        const website = `https://${slug(company)}.example.com`;
        // The shape the image reader saves (OcrLead): a business card's text and what was found in it.
        return {
          ...base,
          name: email,
          email,
          phone,
          url: website,
          headline: person,
          data: {
            jsonOutput: {
              text: `${person}\n${company}\n${email}\n${phone}\n${website}`,
              emails: [email],
              phones: [phone],
              urls: [website],
              fileName: `business-card-${k + 1}.png`,
            },
          },
        };
      }
    }
  });
}

/**
 * 'Load sample data' (spec: the mock generator's 50 leads) for an empty workspace, in a `sample` list.
 * With the spec's two sample projects (analysed by the built-in recommender): `projects` says how many were made.
 */
export async function loadSampleData({
  workspaceId,
  userId,
}: {
  workspaceId: string;
  userId: string;
}): Promise<{ listId: string; imported: number; projects: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockWorkspaceLeads(executorQuery(tx), workspaceId);
    const [existing] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.workspaceId, workspaceId), isNull(leads.deletedAt)))
      .limit(1);
    if (existing) throw new AppError("conflict:workspace_not_empty", leadMessages.sampleDataNotEmpty);
    const [list] = await tx
      .insert(leadLists)
      .values({
        workspaceId,
        createdByUserId: userId,
        kind: "sample",
        name: `Sample leads ${new Date().toISOString().slice(0, 10)}`,
        description: "Generated sample data",
        platform: null,
        status: "DONE",
      })
      .returning({ id: leadLists.id });
    if (!list) throw new Error("insert returned no row");
    const ids = await insertLeads(tx, { workspaceId, listId: list.id, values: generateSampleLeads() });
    const sampleProjects = await insertSampleProjects(tx, { workspaceId, userId });
    return { listId: list.id, imported: ids.length, projects: sampleProjects };
  });
}
