import { Badge } from "@/components/ui/badge";
import { deferredSection } from "./deferred-rendering";
import { platformBadges, sampleLeads } from "./sample-leads-data";
import { SectionHeading } from "./section-heading";

const columns = ["Lead", "Company", "Location", "Contact", "Source"] as const;

export function SampleLeads() {
  return (
    <section
      id="sample-leads"
      aria-labelledby="sample-leads-title"
      className={`scroll-mt-4 bg-background ${deferredSection}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="sample-leads-title"
          eyebrow="Sample scraped leads"
          title="Every source lands in one table"
        >
          Leads from LinkedIn, Google Maps, Instagram, websites and scanned business cards share one list,
          tagged with where they came from.
        </SectionHeading>
        {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
        <div
          role="region"
          aria-labelledby="sample-leads-caption"
          tabIndex={0}
          className="focus-ring mt-10 overflow-x-auto rounded-xl border border-border shadow-sm"
        >
          <table className="w-full min-w-[720px] text-left text-sm [&_td]:px-4 [&_td]:py-3 [&_th]:px-4 [&_th]:py-3">
            <caption id="sample-leads-caption" className="sr-only">
              Sample leads scraped from five platforms
            </caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {sampleLeads.map((lead) => {
                const badge = platformBadges[lead.platform];
                return (
                  <tr key={lead.name}>
                    <th scope="row" className="font-normal">
                      <span className="block font-medium text-foreground">{lead.name}</span>
                      <span className="block text-muted-foreground">{lead.role}</span>
                    </th>
                    <td className="text-foreground">{lead.company}</td>
                    <td className="text-muted-foreground">{lead.location}</td>
                    <td className="font-mono text-xs text-muted-foreground">{lead.contact}</td>
                    <td>
                      <Badge tone={badge.tone}>{badge.label}</Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
