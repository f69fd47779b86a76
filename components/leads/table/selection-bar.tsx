"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { ListPlus, Send, X } from "lucide-react";
import { sendCampaignHref } from "@/components/campaigns/selection-handoff";
import { Button } from "@/components/ui/button";
import { FindContactsButton } from "../find-contacts/find-contacts-button";
import { FindContactsRun } from "../find-contacts/find-contacts-run";
import { CreateListDialog } from "../lists/create-list-dialog";
import { useLeadSelection } from "./lead-selection";

/** What can be done with the selected leads; Send Campaign only for a role that may create campaigns. */
export function SelectionBar({ canSendCampaigns }: { canSendCampaigns: boolean }) {
  const router = useRouter();
  const { selected, clear } = useLeadSelection();
  const [creating, setCreating] = useState(false);
  const [findRunId, setFindRunId] = useState<string | null>(null);
  const ids = [...selected.keys()];
  const findRun = findRunId && (
    <FindContactsRun key={findRunId} runId={findRunId} onClose={() => setFindRunId(null)} />
  );
  if (ids.length === 0) return findRun || null;
  return (
    <>
      <div
        role="region"
        aria-label="Selected leads"
        // Kept in view under the header while the page scrolls on to more rows (a phone's screen).
        className="sticky top-18 z-30 flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-primary-subtle px-3 py-2 text-sm shadow-sm"
      >
        <p className="mr-auto font-medium" aria-live="polite">
          {ids.length === 1 ? "1 lead selected" : `${ids.length} leads selected`}
        </p>
        <Button type="button" size="sm" onClick={() => setCreating(true)}>
          <ListPlus aria-hidden="true" />
          Create List
        </Button>
        {canSendCampaigns ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => router.push(sendCampaignHref(ids))}
          >
            <Send aria-hidden="true" />
            Send Campaign
          </Button>
        ) : null}
        <FindContactsButton input={{ leadIds: ids.map(Number) }} onStarted={setFindRunId} />
        <Button type="button" size="sm" variant="ghost" onClick={clear}>
          <X aria-hidden="true" />
          Clear selection
        </Button>
        <CreateListDialog open={creating} onOpenChange={setCreating} leadIds={ids} onCreated={clear} />
      </div>
      {findRun}
    </>
  );
}
