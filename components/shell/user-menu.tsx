"use client";

import { LogOut, Settings, CreditCard } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { signOutHere } from "./sign-out";
import { UserAvatar } from "./user-avatar";
import { WorkspaceSwitcherItems, type WorkspaceSwitcher } from "./workspace-switcher";
import { WorkspaceTime } from "./workspace-time";

export type MenuUser = {
  name: string;
  email: string;
  avatarUrl: string | null;
  planLabel: string;
  lastLoginAt: string | null;
  previousLoginAt: string | null;
};

/**
 * The open menu's items: Radix renders the content only while the menu is open, so a closed menu builds
 * none of them and formats no login time.
 */
function UserMenuItems({
  user,
  pending,
  onSignOut,
  switcher,
}: {
  user: MenuUser;
  pending: boolean;
  onSignOut: () => void;
  switcher: WorkspaceSwitcher;
}) {
  return (
    <>
      <DropdownMenuLabel className="grid gap-0.5 text-sm font-normal text-foreground">
        <span className="font-semibold">{user.name}</span>
        <span className="break-all text-muted-foreground">{user.email}</span>
        <span className="mt-1 text-xs font-medium text-indigo-800">{user.planLabel}</span>
      </DropdownMenuLabel>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 px-2 pb-1.5 text-xs text-muted-foreground">
        <dt>Last login</dt>
        <dd>{user.lastLoginAt ? <WorkspaceTime value={user.lastLoginAt} /> : "Never"}</dd>
        <dt>Previous login</dt>
        <dd>{user.previousLoginAt ? <WorkspaceTime value={user.previousLoginAt} /> : "Never"}</dd>
      </dl>
      <WorkspaceSwitcherItems {...switcher} />
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link href="/settings">
          <Settings aria-hidden="true" /> Settings
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link href="/settings?tab=billing">
          <CreditCard aria-hidden="true" /> Billing
        </Link>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" disabled={pending} onSelect={onSignOut}>
        <LogOut aria-hidden="true" /> {pending ? "Signing out..." : "Sign Out"}
      </DropdownMenuItem>
    </>
  );
}

/** Avatar menu: who is signed in, the plan, login times, settings links and Sign Out. */
export function UserMenu({
  user,
  signOutAction,
  switcher,
}: {
  user: MenuUser;
  signOutAction: () => Promise<unknown>;
  switcher: WorkspaceSwitcher;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function signOut() {
    startTransition(async () => {
      if (await signOutHere(signOutAction)) router.replace("/signin");
    });
  }

  return (
    // Not modal: a menu needs no scroll lock, and locking it restyles the whole page (a table of fifty
    // rows on /leads) in the frame that opens the menu. Escape still returns focus to the trigger.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button type="button" className="focus-ring rounded-full">
          <UserAvatar name={user.name} avatarUrl={user.avatarUrl} />
          {/* Named by text, not aria-label: the visible initials are not in the name (axe label-content-name-mismatch). */}
          <span className="sr-only">Account menu for {user.name}</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <UserMenuItems user={user} pending={pending} onSignOut={signOut} switcher={switcher} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
