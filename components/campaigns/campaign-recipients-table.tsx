import { DataTable } from "@/components/data-table/data-table";
import { Pagination } from "@/components/data-table/pagination";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { listDeliveries } from "@/lib/campaigns/queries";
import { formatWhen, skipReasonLabels } from "./campaign-figures";

type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

const deliveryTones: Record<DeliveryRow["status"], BadgeTone> = {
  queued: "gray",
  sending: "indigo",
  sent: "green",
  failed: "red",
  skipped: "yellow",
  unknown: "orange",
};

const eventLabels: Record<NonNullable<DeliveryRow["lastEvent"]>, string> = {
  delivered: "Delivered",
  opened: "Opened",
  clicked: "Clicked",
  bounced: "Bounced",
  complained: "Marked as spam",
  unsubscribed: "Unsubscribed",
  replied: "Replied",
};

const columns = [
  { id: "position", header: "#" },
  { id: "address", header: "Recipient" },
  { id: "status", header: "Status" },
  { id: "event", header: "Last event" },
  { id: "error", header: "Error or reason" },
];

/** The per-recipient table through the table kit: one page of recipients in order, paged by position. */
export function CampaignRecipientsTable({
  rows,
  page,
  perPage,
  total,
  pageHref,
  timeZone,
}: {
  rows: DeliveryRow[];
  page: number;
  perPage: number;
  total: number;
  pageHref: (page: number) => string;
  timeZone: string;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = rows.length ? (page - 1) * perPage + 1 : 0;
  return (
    <div className="grid gap-3">
      <DataTable
        caption="Recipients"
        columns={columns}
        emptyState="No recipients yet: they are listed once the campaign starts."
        rows={rows.map((r) => [
          r.position,
          r.address ?? <span className="text-muted-foreground">No address</span>,
          <Badge key="status" tone={deliveryTones[r.status]}>
            {r.status}
          </Badge>,
          r.lastEvent ? (
            <span key="event">
              {eventLabels[r.lastEvent]}
              <small className="block text-muted-foreground">{formatWhen(r.lastEventAt, timeZone)}</small>
            </span>
          ) : r.sentAt ? (
            <span key="event">
              Sent
              <small className="block text-muted-foreground">{formatWhen(r.sentAt, timeZone)}</small>
            </span>
          ) : (
            ""
          ),
          r.status === "skipped" && r.skipReason
            ? (skipReasonLabels[r.skipReason] ?? r.skipReason)
            : (r.error ?? ""),
        ])}
      />
      <Pagination
        summary={`Showing ${from.toLocaleString("en-US")} to ${(from ? from + rows.length - 1 : 0).toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`}
        pageLabel={`Page ${page} of ${pages}`}
        firstHref={page > 1 ? pageHref(1) : undefined}
        prevHref={page > 1 ? pageHref(page - 1) : undefined}
        nextHref={page < pages ? pageHref(page + 1) : undefined}
        lastHref={page < pages ? pageHref(pages) : undefined}
      />
    </div>
  );
}
