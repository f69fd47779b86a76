"use client";

import { type SwitchWorkspaceAction, useSwitchWorkspace } from "@/components/shell/use-switch-workspace";
import { Button } from "@/components/ui/button";

/** Continues in a workspace the user already joined, moving this browser's session to it first. */
export function OpenJoinedWorkspace({
  workspaceId,
  workspaceName,
  current,
  switchWorkspaceAction,
}: {
  workspaceId: string;
  workspaceName: string;
  current: boolean;
  switchWorkspaceAction: SwitchWorkspaceAction;
}) {
  const { open, pending } = useSwitchWorkspace(switchWorkspaceAction);
  return (
    <Button loading={pending} onClick={() => open(current ? null : workspaceId)}>
      Open {workspaceName}
    </Button>
  );
}
