import Link from "next/link";
import { countOpenDuplicates } from "@/lib/leads/duplicates/queries";

/** "N possible duplicates" on the Leads page header; nothing when there are none. */
export function DuplicatesLink({ open, basePath }: { open: number; basePath: string }) {
  if (!open) return null;
  return (
    <Link
      href={`${basePath}/duplicates`}
      className="w-fit rounded-full bg-yellow-100 px-2.5 py-0.5 text-sm font-medium text-yellow-900 underline-offset-4 hover:underline"
    >
      {open >= 1000 ? "1,000+" : open} possible duplicate{open === 1 ? "" : "s"}
    </Link>
  );
}

/** The same link where no page statement carries the count (the tabs without the leads table). */
export async function LoadedDuplicatesLink({
  workspaceId,
  basePath,
}: {
  workspaceId: string;
  basePath: string;
}) {
  return <DuplicatesLink open={await countOpenDuplicates({ workspaceId })} basePath={basePath} />;
}
