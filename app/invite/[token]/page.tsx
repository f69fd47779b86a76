import type { Metadata } from "next";
import Link from "next/link";
import { signOutAction, switchWorkspaceAction } from "@/app/actions";
import { AcceptInvite } from "@/components/teams/accept-invite";
import { OpenJoinedWorkspace } from "@/components/teams/open-joined-workspace";
import { SwitchAccountForInvite } from "@/components/teams/switch-account-for-invite";
import { Toaster } from "@/components/ui/toaster";
import { getSessionContext } from "@/lib/auth/session";
import { findJoinedThroughInvite, findOpenInvite } from "@/lib/teams/invite-queries";
import { inviteTokenSchema } from "@/lib/teams/validations";
import { acceptInviteAction } from "./actions";
import "@/app/globals.css";

export const metadata: Metadata = { title: "Team invitation", robots: { index: false } };

const linkClass =
  "focus-ring inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium";

/** A workspace invitation: who invites, to what; join when signed in as the invitee, else sign up or sign in first. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const parsed = inviteTokenSchema.safeParse(token);
  const invite = parsed.success ? await findOpenInvite({ token: parsed.data }) : undefined;
  const session = await getSessionContext();
  const back = `/invite/${encodeURIComponent(token)}`;
  const joined =
    !invite && parsed.success && session
      ? await findJoinedThroughInvite({ token: parsed.data, userId: session.user.id })
      : undefined;

  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 p-4">
      <div className="w-full max-w-md rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
        {joined && session ? (
          <>
            <h1 className="text-2xl font-bold">You are a member of {joined.workspaceName}</h1>
            <p className="mt-2 text-muted-foreground">This invitation has been accepted.</p>
            <div className="mt-6 grid gap-3">
              <OpenJoinedWorkspace
                workspaceId={joined.workspaceId}
                workspaceName={joined.workspaceName}
                current={session.workspace.id === joined.workspaceId}
                switchWorkspaceAction={switchWorkspaceAction}
              />
            </div>
          </>
        ) : !invite ? (
          <>
            <h1 className="text-2xl font-bold">This invitation is not valid</h1>
            <p className="mt-2 text-muted-foreground">
              The link was already used, revoked or has expired. Ask the person who invited you for a new
              invitation.
            </p>
            {session ? null : (
              // Its member, signed out, is told the way in: signed in, this page opens the workspace.
              <p className="mt-4 text-sm">
                Already accepted it?{" "}
                <Link
                  href={`/signin?callbackUrl=${encodeURIComponent(back)}`}
                  className="focus-ring rounded font-medium text-indigo-700 underline"
                >
                  Sign in
                </Link>
              </p>
            )}
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">Join {invite.workspaceName}</h1>
            <p className="mt-2 text-muted-foreground">
              {invite.inviterName ?? "A teammate"} invited {invite.email} to join as{" "}
              {invite.role === "admin" ? "an Admin" : "a Member"}.
            </p>
            <div className="mt-6 grid gap-3">
              {session ? (
                session.user.email === invite.email ? (
                  <AcceptInvite token={token} action={acceptInviteAction} />
                ) : (
                  <>
                    <p role="alert" className="text-sm text-danger">
                      You are signed in as {session.user.email}. Sign out and sign in as {invite.email} to
                      accept this invitation.
                    </p>
                    <SwitchAccountForInvite
                      inviteHref={back}
                      email={invite.email}
                      signOutAction={signOutAction}
                    />
                  </>
                )
              ) : (
                <>
                  <Link
                    href={`/signup?invite=${encodeURIComponent(token)}`}
                    className={`${linkClass} bg-primary text-primary-foreground`}
                  >
                    Create an account and join
                  </Link>
                  <Link
                    href={`/signin?callbackUrl=${encodeURIComponent(back)}`}
                    className={`${linkClass} border border-input`}
                  >
                    I already have an account
                  </Link>
                </>
              )}
            </div>
          </>
        )}
      </div>
      <Toaster position="top-right" duration={3000} />
    </main>
  );
}
