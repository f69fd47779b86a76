import Link from "next/link";
import { countOpenDuplicates } from "@/lib/leads/duplicates/queries";

/** "N possible duplicates" on the Leads page header; nothing when there are none. */
export async function DuplicatesLink({ workspaceId, basePath }: { workspaceId: string; basePath: string }) {
  const open = await countOpenDuplicates({ workspaceId });
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
