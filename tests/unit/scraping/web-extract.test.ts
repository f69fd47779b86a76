import { describe, expect, it } from "vitest";
import { buildWebLead } from "@/lib/scraping/web/extract/site";
import { canonicalSocial } from "@/lib/scraping/web/extract/socials";

const cf = (email: string, key = 0x42) =>
  key.toString(16).padStart(2, "0") +
  [...email].map((c) => (c.charCodeAt(0) ^ key).toString(16).padStart(2, "0")).join("");

const html = `<!doctype html><html lang="de-DE"><head><title>Startseite | Beispiel GmbH</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Beispiel GmbH","email":"info@beispiel.example","sameAs":["https://www.linkedin.com/company/beispiel/"]},{"@type":"Person","name":"Dr. Anna Schmidt","jobTitle":"Geschäftsführerin"}]}</script></head>
<body><img srcset="/logo@2x.png 2x"><input placeholder="you@company.example">
<p>Schreiben Sie an vertrieb [at] beispiel [dot] example oder <a href="/cdn-cgi/l/email-protection#${cf("presse@beispiel.example")}">[email protected]</a></p>
<p>Telefon: 030 23125 456 · USt-IdNr. DE 123 456 789 · 14.05.2024 · 7:30–17:00</p>
<pre>git clone git@github.com:beispiel/app.git</pre>
<a href="https://www.facebook.com/sharer/sharer.php?u=x">Teilen</a> <a href="https://twitter.com/intent/tweet?text=x">Tweet</a>
<a href="https://instagram.com/Beispiel_GmbH/?hl=de">Instagram</a></body></html>`;

describe("web extraction", () => {
  const lead = buildWebLead(new URL("https://www.beispiel.example/"), [
    { url: new URL("https://www.beispiel.example/"), html },
  ]);

  it("reads structured data, obfuscated and Cloudflare-protected emails, and leaves traps out", () => {
    expect(lead.companyName).toBe("Beispiel GmbH");
    expect(lead.emails.sort()).toEqual([
      "info@beispiel.example",
      "presse@beispiel.example",
      "vertrieb@beispiel.example",
    ]);
    expect(lead.people).toEqual([{ name: "Dr. Anna Schmidt", role: "Geschäftsführerin" }]);
  });

  it("normalises phones in the page's region and skips tax numbers, dates and hours", () => {
    expect(lead.region).toBe("DE");
    expect(lead.phones).toEqual(["+493023125456"]);
  });

  it("keeps profiles and drops share and intent links", () => {
    expect(lead.socials.sort()).toEqual([
      "https://www.instagram.com/beispiel_gmbh",
      "https://www.linkedin.com/company/beispiel",
    ]);
    expect(canonicalSocial("https://www.youtube.com/watch?v=abc")).toBeNull();
    expect(canonicalSocial("https://www.youtube.com/channel/UCaBc")).toBe(
      "https://www.youtube.com/channel/UCaBc",
    );
    expect(canonicalSocial("https://twitter.com/acme/status/1")).toBeNull();
    expect(canonicalSocial("https://www.linkedin.com/shareArticle?mini=true")).toBeNull();
  });
});
