import { formatAddress } from "@/lib/leads/contact/address";
import type { DuplicateSide } from "@/lib/leads/duplicates/queries";

const sourceLabel: Record<string, string> = {
  maps: "Maps",
  web: "Website",
  ocr: "Image",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  csv: "CSV",
  crm: "CSV",
  user: "Edit",
};

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_1fr] gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** One lead of a pair: its contact fields, each multiple value with the source that gave it. */
export function DuplicateSideCard({ side, label }: { side: DuplicateSide; label: string }) {
  const address = formatAddress(side.address);
  return (
    <div className="grid gap-2 rounded-md border p-3">
      <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
        {label} · {sourceLabel[side.platform] ?? side.platform}
      </p>
      <p className="font-semibold">{side.name || "Unnamed lead"}</p>
      <dl className="grid gap-1 text-sm">
        {side.company ? <Row term="Company">{side.company}</Row> : null}
        {side.title ? <Row term="Title">{side.title}</Row> : null}
        {side.emails.length ? (
          <Row term="Email">
            {side.emails.map((e) => `${e.address} (${sourceLabel[e.source] ?? e.source})`).join(", ")}
          </Row>
        ) : null}
        {side.phones.length ? (
          <Row term="Phone">
            {side.phones.map((p) => `${p.number} (${sourceLabel[p.source] ?? p.source})`).join(", ")}
          </Row>
        ) : null}
        {side.website ? <Row term="Website">{side.website}</Row> : null}
        {side.socials.length ? <Row term="Profiles">{side.socials.map((s) => s.url).join(", ")}</Row> : null}
        {address ? <Row term="Address">{address}</Row> : null}
      </dl>
    </div>
  );
}
