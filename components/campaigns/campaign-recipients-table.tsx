import { DataTable } from "@/components/data-table/data-table";
import { Pagination } from "@/components/data-table/pagination";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { listDeliveries } from "@/lib/campaigns/queries";
import { formatWhen } from "@/lib/format/dates";
import { skipReasonLabels } from "./campaign-figures";

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

// Below `sm` (a phone, or the detail dialog at 360 px) the recipient's cell carries its status, last event and
// reason, and the other columns hide, so the table fits without scrolling sideways.
const wide = "max-sm:hidden";
const columns = [
  { id: "position", header: "#", className: wide },
  { id: "address", header: "Recipient" },
  { id: "status", header: "Status", className: wide },
  { id: "event", header: "Last event", className: wide },
  { id: "error", header: "Error or reason", className: wide },
];

function StatusBadge({ status }: { status: DeliveryRow["status"] }) {
  return <Badge tone={deliveryTones[status]}>{status}</Badge>;
}

function LastEvent({ row, timeZone }: { row: DeliveryRow; timeZone: string }) {
  const at = row.lastEvent ? row.lastEventAt : row.sentAt;
  if (!at) return null;
  return (
    <span>
      {row.lastEvent ? eventLabels[row.lastEvent] : "Sent"}
      <small className="block text-muted-foreground">{formatWhen(at, timeZone)}</small>
    </span>
  );
}

/** The lead's name above its address, unless the name is the address (a lead read from an image). */
const named = (r: DeliveryRow) => Boolean(r.name) && r.name !== r.address;

const reasonOf = (r: DeliveryRow) =>
  r.status === "skipped" && r.skipReason ? (skipReasonLabels[r.skipReason] ?? r.skipReason) : (r.error ?? "");

/** What the hidden columns say, under the address on a narrow screen. */
function NarrowDetails({ row, timeZone }: { row: DeliveryRow; timeZone: string }) {
  const reason = reasonOf(row);
  return (
    <div className="mt-1 grid justify-items-start gap-1 sm:hidden">
      <StatusBadge status={row.status} />
      <LastEvent row={row} timeZone={timeZone} />
      {reason ? <small className="text-muted-foreground">{reason}</small> : null}
    </div>
  );
}

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
          <div key="address" className="max-sm:[overflow-wrap:anywhere]">
            {named(r) ? <span className="block">{r.name}</span> : null}
            <span className={named(r) || !r.address ? "block text-xs text-muted-foreground" : undefined}>
              {r.address ?? "No address"}
            </span>
            <NarrowDetails row={r} timeZone={timeZone} />
          </div>,
          <StatusBadge key="status" status={r.status} />,
          <LastEvent key="event" row={r} timeZone={timeZone} />,
          reasonOf(r),
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
