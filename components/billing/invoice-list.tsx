import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { InvoiceView } from "@/lib/billing/stripe-reads";
import { formatDate, formatMoney } from "./format";

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
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Description
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Invoice</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-t border-border">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDate(invoice.created)}</td>
                    <td className="py-2 pr-3">
                      {invoice.source === "subscription" ? "Subscription" : "Credits top-up"}
                      <span className="block text-xs text-muted-foreground">
                        {invoice.number ?? invoice.description}
                      </span>
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {formatMoney(invoice.amount_cents, invoice.currency)}
                    </td>
                    <td className="py-2 pr-3">
                      <Badge
                        tone={
                          invoice.status === "paid" || invoice.status === "succeeded" ? "green" : "yellow"
                        }
                      >
                        {invoice.status}
                      </Badge>
                    </td>
                    <td className="py-2">
                      {invoice.url ? (
                        <a
                          href={invoice.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="focus-ring text-indigo-700 underline-offset-4 hover:underline"
                        >
                          View<span className="sr-only"> invoice {invoice.number ?? ""}</span>
                        </a>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
