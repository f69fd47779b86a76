import type { PlatformDefinition } from "@/lib/scraping/platforms";

const fields: Record<string, string[]> = {
  web: [
    "Company name and description",
    "Emails and phone numbers (E.164)",
    "Social profiles",
    "Addresses and people with roles",
  ],
  "image-to-word": ["The text of the image", "Emails, phone numbers and links found in it"],
  linkedin: ["Name, headline and location", "Profile URL and picture", "Connection distance and followers"],
  maps: ["Business name, category and address", "Phone, website, rating and reviews", "Opening hours"],
  instagram: ["Full name and username", "Profile URL and picture", "Private or public"],
};

/** What a platform's leads hold, so the user knows what the credits buy. */
export function DataQualityPanel({ platform }: { platform: PlatformDefinition }) {
  const list = fields[platform.id] ?? [];
  return (
    <section aria-labelledby="data-quality-title" className="rounded-lg border p-4 text-sm">
      <h3 id="data-quality-title" className="mb-2 font-semibold">
        Data quality
      </h3>
      <ul className="list-inside list-disc space-y-1 text-muted-foreground">
        {list.map((f) => (
          <li key={f}>{f}</li>
        ))}
        <li>Each lead is saved once per list, even if the scrape is restarted</li>
      </ul>
    </section>
  );
}
