import type { Metadata } from "next";
import { renderLeadsPage, type LeadsSearchParamsRecord } from "./_components/render-leads-page";

export const metadata: Metadata = { title: "Leads" };

export default function LeadsPage({ searchParams }: { searchParams: Promise<LeadsSearchParamsRecord> }) {
  return renderLeadsPage("/leads", searchParams);
}
