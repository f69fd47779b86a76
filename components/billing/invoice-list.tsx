import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { InvoiceView } from "@/lib/billing/stripe-reads";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { formatMoney } from "./format";

const columns: DataTableColumn[] = [
  { id: "date", header: "Date", className: "whitespace-nowrap" },
  { id: "description", header: "Description" },
  { id: "amount", header: "Amount", className: "whitespace-nowrap" },
  { id: "status", header: "Status" },
  { id: "invoice", header: <span className="sr-only">Invoice</span> },
];

/** Recent invoices from Stripe with their hosted pages; paid or succeeded green, anything else yellow. */
export function InvoiceList({
  invoices,
  title = "Recent invoices",
}: {
  invoices: InvoiceView[];
  title?: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">No invoices yet.</p>
        ) : (
          <DataTable
            caption={title}
            columns={columns}
            tableClassName="min-w-[32rem]"
            rows={invoices.map((invoice) => [
              <WorkspaceTime key="date" value={invoice.created} dateOnly />,
              <>
                {invoice.source === "subscription" ? "Subscription" : "Credits top-up"}
                <span className="block text-xs text-muted-foreground">
                  {invoice.number ?? invoice.description}
                </span>
              </>,
              formatMoney(invoice.amount_cents, invoice.currency),
              <Badge
                key="status"
                tone={invoice.status === "paid" || invoice.status === "succeeded" ? "green" : "yellow"}
              >
                {invoice.status}
              </Badge>,
              invoice.url ? (
                <a
                  key="link"
                  href={invoice.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="focus-ring text-indigo-700 underline-offset-4 hover:underline"
                >
                  View<span className="sr-only"> invoice {invoice.number ?? ""}</span>
                </a>
              ) : null,
            ])}
          />
        )}
      </CardContent>
    </Card>
  );
}
