"use client";

import { Select } from "@/components/ui/select";
import { WorkspaceSettingCard, type SaveSettingAction } from "./workspace-setting-card";

/**
 * The workspace's time zone, which campaign schedules and daily limits are read in. `zones` is the server's
 * list (browsers' lists differ a little, and the server is the one that checks the choice).
 */
export function TimeZoneCard({
  timeZone,
  zones,
  canEdit,
  saveAction,
}: {
  timeZone: string;
  zones: readonly string[];
  canEdit: boolean;
  saveAction: SaveSettingAction;
}) {
  return (
    <WorkspaceSettingCard
      id="workspace-time-zone"
      title="Time zone"
      description="Campaigns are scheduled in this time zone, and their daily sending limits start over at its midnight."
      label="Workspace time zone"
      name="timeZone"
      saveLabel="Save time zone"
      canEdit={canEdit}
      saveAction={saveAction}
    >
      <Select name="timeZone" defaultValue={timeZone} disabled={!canEdit}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </Select>
    </WorkspaceSettingCard>
  );
}
