import { Skeleton } from "@/components/ui/skeleton";

/** Streamed ahead of the dashboard: its heading, the four figures and the chart's place. */
export default function DashboardLoading() {
  return (
    <div aria-busy="true" className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <span className="sr-only">Loading the dashboard</span>
      <Skeleton className="h-14 w-full max-w-md" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}
