import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LeadPageRows } from "@/components/leads/table/lead-page-rows";
import { LeadRowDialogsProvider } from "@/components/leads/table/lead-row-dialogs";
import { decodeLeadRows, encodeLeadRows, type LeadRowView } from "@/components/leads/table/lead-row-view";
import { LeadRows } from "@/components/leads/table/lead-rows";
import { LeadSelectionProvider } from "@/components/leads/table/lead-selection";
import type { LeadColumnId } from "@/components/leads/table/leads-table-columns";
import type { LeadSummary } from "@/lib/leads/types";

// The rows' dialogs read the page again through the router (a lead deleted meanwhile), which a static
// render has not mounted.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh() {} }),
}));

const columns: LeadColumnId[] = [
  "select",
  "no",
  "name",
  "company",
  "title",
  "email",
  "phone",
  "website",
  "tags",
  "platform",
  "status",
  "url",
  "scrapedAt",
  "updatedAt",
  "headline",
  "location",
  "address",
  "actions",
];

const plain: LeadRowView = {
  id: 7,
  name: "Ada Lovelace",
  company: "Analytical Engines",
  title: "Founder",
  email: "ada@example.com",
  emailStatus: "valid",
  phone: "+44 20 7946 0000",
  website: "https://engines.example",
  tags: ["vip"],
  platform: "linkedin",
  status: "NEW",
  url: "https://www.linkedin.com/in/ada",
  headline: "Founder",
  location: "London",
  address: "1 Main St",
  scrapedAt: "Nov 23, 2026, 09:05 UTC",
  updatedAt: "Nov 24, 2026, 10:15 UTC",
};

const hostile = `"><img src=x onerror=alert(1)><script>alert('x')</script>`;

const tags = (markup: string) => markup.match(/<[a-z][^>]*>/g) ?? [];

/** The `<tr>` of one lead as the server renders it, inside the providers the leads table gives it. */
function renderRow(lead: LeadRowView, shown: readonly LeadColumnId[] = columns, rowNumber = 1): string {
  return renderToStaticMarkup(
    <LeadSelectionProvider>
      <LeadRowDialogsProvider>
        {/* The dates are already text: encodeLeadRows passes what is not a Date through. */}
        <LeadPageRows rowsJson={encodeLeadRows([lead as unknown as LeadSummary], "UTC")}>
          <table>
            <tbody>
              <LeadRows columns={[...shown]} firstRowNumber={rowNumber} />
            </tbody>
          </table>
        </LeadPageRows>
      </LeadRowDialogsProvider>
    </LeadSelectionProvider>,
  );
}

describe("LeadRows", () => {
  it("renders one cell per column, in order, with the row's fields", () => {
    const row = renderRow(plain, columns, 51);
    expect(row.match(/<td>/g)).toHaveLength(columns.length);
    expect(row).toContain('<input type="checkbox" aria-label="Select lead Ada Lovelace"/>');
    expect(row).toContain("<td>51</td>");
    expect(row).toContain('<td><button type="button" data-lead-name="">Ada Lovelace</button></td>');
    expect(renderRow({ ...plain, name: " " }, ["name"])).toContain(">LinkedIn lead #7</button>");
    expect(row).toContain('<td><span title="Analytical Engines">Analytical Engines</span></td>');
    expect(row).toContain(
      '<a href="mailto:ada@example.com"><span>ada@example.com</span></a><span data-badge="green">valid</span>',
    );
    expect(row).toContain('<span title="+44 20 7946 0000" data-phone="">+44 20 7946 0000</span>');
    expect(row).toContain("<span>engines.example</span>");
    expect(row).toContain('<span data-badge="gray">vip</span>');
    expect(row).toContain('<span data-badge="blue">LinkedIn</span>');
    expect(row).toContain('<a href="https://www.linkedin.com/in/ada" target="_blank"');
    expect(row).toContain("<span>linkedin.com/in/ada</span>");
    expect(row).toContain("<time>Nov 23, 2026, 09:05 UTC</time>");
    expect(row).toContain("<time>Nov 24, 2026, 10:15 UTC</time>");
    expect(row).toContain('aria-label="Edit lead Ada Lovelace"');
    expect(row).toContain('aria-label="Delete lead Ada Lovelace"');
    expect(renderRow(plain, ["no", "name"]).match(/<td>/g)).toHaveLength(2);
  });

  it("keeps scraped text as text: hostile values add no element and no attribute", () => {
    const attack: LeadRowView = {
      ...plain,
      name: hostile,
      company: hostile,
      title: hostile,
      email: hostile,
      tags: [hostile],
      status: hostile,
      headline: hostile,
      location: hostile,
      address: hostile,
      url: `https://example.com/"onmouseover="alert(1)`,
    };
    const safe = renderRow(plain);
    const row = renderRow(attack);
    expect(tags(row).map((t) => t.split(" ")[0])).toEqual(tags(safe).map((t) => t.split(" ")[0]));
    expect(row).not.toMatch(/<img|<script|"onmouseover/i);
    expect(row).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
  });

  it("shows a link that is not http(s) as text", () => {
    const row = renderRow({ ...plain, url: "javascript:alert(1)" });
    expect(row).not.toContain('<a href="javascript');
    expect(row).toContain('<span title="javascript:alert(1)" data-unsafe-url="">javascript:alert(1)</span>');
  });

  it("gives website and image leads a View button named after the lead", () => {
    const row = renderRow({ ...plain, platform: "web", name: "" });
    expect(row).toContain(
      '<button type="button" data-icon="view" aria-label="View Website lead #7">View</button>',
    );
    expect(row).toContain('aria-label="Select lead Website lead #7"');
  });

  it("writes a dash for empty cells", () => {
    const row = renderRow({ ...plain, url: null, headline: null, company: null, email: null, tags: [] });
    expect(row).toContain(">Ada Lovelace</button></td>");
    expect(row.match(/<td>—<\/td>/g)).toHaveLength(5);
  });
});

describe("encodeLeadRows", () => {
  it("sends a page's rows as one JSON string and gets back the same fields, dates as the row prints them", () => {
    const lead: LeadSummary = {
      ...plain,
      scrapedAt: new Date("2026-11-23T09:05:59.999Z"),
      updatedAt: new Date("2026-11-24T10:15:00.000Z"),
    };
    const json = encodeLeadRows([lead, { ...lead, id: 8, name: hostile }], "UTC");
    expect(typeof json).toBe("string");
    expect(decodeLeadRows(json)).toEqual([plain, { ...plain, id: 8, name: hostile }]);
  });

  it("writes the dates in the workspace's time zone", () => {
    const lead: LeadSummary = {
      ...plain,
      scrapedAt: new Date("2026-11-23T20:05:00.000Z"),
      updatedAt: new Date("2026-11-24T10:15:00.000Z"),
    };
    const [row] = decodeLeadRows(encodeLeadRows([lead], "Asia/Singapore"));
    expect(row).toMatchObject({
      scrapedAt: "Nov 24, 2026, 04:05 GMT+8",
      updatedAt: "Nov 24, 2026, 18:15 GMT+8",
    });
  });
});
