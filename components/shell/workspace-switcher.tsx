"use client";

import { Check } from "lucide-react";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { type SwitchWorkspaceAction, useSwitchWorkspace } from "./use-switch-workspace";

export type WorkspaceSwitcher = {
  workspaces: { id: string; name: string; current: boolean }[];
  switchWorkspaceAction: SwitchWorkspaceAction;
};

/** The account menu's workspaces (shown when the user belongs to more than one); choosing one moves the session there. */
export function WorkspaceSwitcherItems({ workspaces, switchWorkspaceAction }: WorkspaceSwitcher) {
  const { open: choose, pending } = useSwitchWorkspace(switchWorkspaceAction);
  if (workspaces.length < 2) return null;
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
