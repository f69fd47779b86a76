import { describe, expect, it } from "vitest";
import { contactFromInstagram } from "@/lib/leads/contact/from-instagram";
import { userToLead } from "@/lib/scraping/providers/instagram";

describe("contactFromInstagram", () => {
  it("gives the full name's parts and the profile", () => {
    const lead = userToLead({
      provider_id: "1789",
      username: "sol.ceramics",
      full_name: "Sol Ortega",
      is_private: false,
    });
    const contact = contactFromInstagram(lead!);
    expect([contact.name, contact.firstName, contact.lastName]).toEqual(["Sol Ortega", "Sol", "Ortega"]);
    expect(contact.socials).toEqual([
      { network: "instagram", url: "https://www.instagram.com/sol.ceramics/", source: "instagram" },
    ]);
  });

  it("leaves first and last name empty for an account without a full name", () => {
    const contact = contactFromInstagram(userToLead({ username: "studio_k" })!);
    expect([contact.name, contact.firstName]).toEqual(["studio_k", null]);
  });
});
