import { Lock } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { buttonVariants } from "@/components/ui/button-variants";
import type { SessionContext } from "@/lib/auth/session";
import { getWorkspaceOwnerName } from "@/lib/teams/member-queries";

const roleNames = { owner: "an Owner", admin: "an Admin", member: "a Member" } as const;

/** A signed-in page whose area the user's role does not include: what they lack and whom to ask. */
export async function NoAccess({ area, session }: { area: string; session: SessionContext }) {
  const owner = await getWorkspaceOwnerName({ workspaceId: session.workspace.id });
  const whoToAsk = owner ?? "The workspace's owner";
  return (
    <div className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6 lg:p-8">
      <h1 className="text-2xl font-bold">{area}</h1>
      <EmptyState
        icon={<Lock />}
        title={`Your role does not include ${area}`}
        description={`You are ${roleNames[session.role]} in ${session.workspace.name}. ${whoToAsk} can make you an Admin on the Teams page.`}
        action={
          <Link href="/dashboard" className={buttonVariants({ variant: "outline" })}>
            Back to the dashboard
          </Link>
        }
        className="rounded-xl border border-border bg-background"
      />
    </div>
  );
}
