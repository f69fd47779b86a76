import type { Metadata } from "next";
import {
  renderLeadsPage,
  type LeadsSearchParamsRecord,
} from "../../(workspace)/leads/_components/render-leads-page";

export const metadata: Metadata = { title: "Leads" };

/** The Leads entry of the group B (AI) shell: the same screen as /leads. */
export default function Leads2Page({ searchParams }: { searchParams: Promise<LeadsSearchParamsRecord> }) {
  return renderLeadsPage("/leads2", searchParams);
}
