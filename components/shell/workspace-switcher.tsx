"use client";

import { Check } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import type { ActionResult } from "@/lib/server/action-result";
import { toastError } from "@/lib/toast";

export type WorkspaceSwitcher = {
  workspaces: { id: string; name: string; current: boolean }[];
  switchWorkspaceAction: (prev: undefined, input: { workspaceId: string }) => Promise<ActionResult>;
};

/** The account menu's workspaces (shown when the user belongs to more than one); choosing one moves the session there. */
export function WorkspaceSwitcherItems({ workspaces, switchWorkspaceAction }: WorkspaceSwitcher) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  if (workspaces.length < 2) return null;
  const choose = (workspaceId: string) =>
    startTransition(async () => {
      const result = await switchWorkspaceAction(undefined, { workspaceId });
      if (result.status !== "success")
        return void toastError(result.message ?? "Could not switch workspace.");
      router.replace("/dashboard");
      router.refresh();
    });
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground">
        Workspaces
      </DropdownMenuLabel>
      {workspaces.map((workspace) => (
        <DropdownMenuItem
          key={workspace.id}
          disabled={pending || workspace.current}
          onSelect={() => choose(workspace.id)}
        >
          {workspace.current ? <Check aria-hidden="true" /> : <span aria-hidden="true" className="size-4" />}
          <span className="truncate">{workspace.name}</span>
          {workspace.current ? <span className="sr-only">(current)</span> : null}
        </DropdownMenuItem>
      ))}
    </>
  );
}
