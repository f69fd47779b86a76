import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { leads } from "@/db/schema";
import { analyzeBusiness } from "@/lib/recommendations/analyze";
import { websiteNextStep } from "@/lib/recommendations/runnable";
import { createFixtures } from "@/tests/integration/security/support/fixtures";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));

const description =
  "We run a family dental clinic in Singapore and want local patients and corporate deals with nearby SMEs";

describe("the Website recommendation", () => {
  it("lists the sites of the workspace's own Maps and OpenStreetMap results, and only its own", async () => {
    const f = await createFixtures();
    const db = await getDb();
    await db.insert(leads).values([
      {
        workspaceId: f.a.workspaceId,
        listId: f.a.listId,
        platform: "maps",
        name: "Harbour Offices",
        data: { website_link: "https://harbour-offices.example", source: "OpenStreetMap" },
      },
      {
        workspaceId: f.a.workspaceId,
        listId: f.a.listId,
        platform: "maps",
        name: "No site",
        data: { website_link: null },
      },
      {
        workspaceId: f.b.workspaceId,
        listId: f.b.listId,
        platform: "maps",
        name: "Their Firm",
        data: { website_link: "https://their-firm.example" },
      },
    ]);
    const websiteOf = async (workspaceId: string, userId: string) =>
      (await analyzeBusiness({ workspaceId, userId, businessDescription: description })).recommendations.find(
        (r) => r.platform === "Website",
      );

    const mine = await websiteOf(f.a.workspaceId, f.a.owner.userId);
    expect(mine?.criteria).toContain("URL: https://harbour-offices.example");
    expect(mine?.criteria.join("\n")).not.toContain("their-firm");
    expect(mine?.criteria).not.toContain(`Next step: ${websiteNextStep}`);

    const theirs = await websiteOf(f.b.workspaceId, f.b.owner.userId);
    expect(theirs?.criteria).toContain("URL: https://their-firm.example");
    expect(theirs?.criteria.join("\n")).not.toContain("harbour-offices");
  });
});
