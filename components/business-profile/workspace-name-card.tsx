"use client";

import { Input } from "@/components/ui/input";
import { WorkspaceSettingCard, type SaveSettingAction } from "./workspace-setting-card";

/** The workspace's name: the account menu's switcher shows it, and invitations ask people to join it. */
export function WorkspaceNameCard({
  name,
  canEdit,
  saveAction,
}: {
  name: string;
  canEdit: boolean;
  saveAction: SaveSettingAction;
}) {
  return (
    <WorkspaceSettingCard
      id="workspace-name"
      title="Workspace"
      description="Your team sees this name when switching workspaces, and invitations ask people to join it."
      label="Workspace name"
      name="name"
      saveLabel="Save name"
      canEdit={canEdit}
      saveAction={saveAction}
    >
      <Input name="name" defaultValue={name} maxLength={80} required disabled={!canEdit} />
    </WorkspaceSettingCard>
  );
}
