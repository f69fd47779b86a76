import { Skeleton } from "@/components/ui/skeleton";

export default function ProjectsLoading() {
  return (
    <div
      className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-6 lg:p-8"
      aria-busy="true"
      aria-label="Loading projects"
    >
      <Skeleton className="h-9 w-48" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-52 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
