import { DataTableSkeleton } from "@/components/data-table/data-table-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/** Streamed ahead of every Leads answer: the title, the tabs' band and the table's viewport. */
export default function LeadsLoading() {
  return (
    <div aria-busy="true" className="mx-auto grid w-full max-w-7xl gap-6 p-4 sm:p-6 lg:p-8">
      <span className="sr-only">Loading leads</span>
      <Skeleton className="h-14 w-full max-w-md" />
      <Skeleton className="h-10 w-full" />
      <DataTableSkeleton />
    </div>
  );
}
