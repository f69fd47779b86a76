import { describe, expect, it } from "vitest";
import { waitingCampaignsNote } from "@/components/leads/lists/delete-list-dialog";

describe("the delete-list dialog's note on waiting campaigns", () => {
  it("says nothing when no campaign waits on the list", () => {
    expect(waitingCampaignsNote([])).toBe("");
  });

  it("names one campaign, or a few, and says they will not be sent", () => {
    expect(waitingCampaignsNote(["Tomorrow send"])).toBe(
      'The campaign "Tomorrow send" waits to send to this list: it will not be sent.',
    );
    expect(waitingCampaignsNote(["A", "B"])).toBe(
      'The campaigns "A", "B" wait to send to this list: they will not be sent.',
    );
  });

  it("names three and counts the rest", () => {
    expect(waitingCampaignsNote(["A", "B", "C", "D", "E"])).toBe(
      'The campaigns "A", "B", "C" and 2 more wait to send to this list: they will not be sent.',
    );
  });
});
