"use client";

import { useId, useState, type FormEvent } from "react";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { leadMessages } from "@/lib/leads/messages";
import { toastError, toastSuccess } from "@/lib/toast";
import { downloadExport } from "./download-file";
import { getDownloadedMessage, getExportFormats, type ExportFormatId } from "./export-formats";
import { ExportFormatPicker } from "./export-format-picker";
import { useLeadSelection } from "../table/lead-selection";
import { useLeadsActions } from "../server-actions-context";

export type DownloadLeadsDialogProps = {
  /** Export-route query (without format) describing everything the current view shows. */
  viewQuery: string;
  /** Platforms the view is limited to, when known (decides whether text formats are offered). */
  viewPlatforms: readonly string[];
  triggerLabel?: string;
  /** The list-detail modal downloads its list only, whatever is selected on the page behind it. */
  ignoreSelection?: boolean;
};

const noLeads = leadMessages.nothingToDownload;
const downloadFailed = leadMessages.downloadFailed;
const noSelection: ReadonlyMap<string, string> = new Map();

export function DownloadLeadsDialog({
  viewQuery,
  viewPlatforms,
  triggerLabel = "Download Leads",
  ignoreSelection = false,
}: DownloadLeadsDialogProps) {
  const { createExportUrl } = useLeadsActions();
  const pageSelection = useLeadSelection().selected;
  const selected = ignoreSelection ? noSelection : pageSelection;
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<"selected" | "view">("view");
  const [format, setFormat] = useState<ExportFormatId>("csv");
  const [pending, setPending] = useState(false);
  const scopeName = useId();
  const useSelected = scope === "selected" && selected.size > 0;
  const platforms = useSelected ? [...new Set(selected.values())] : viewPlatforms;
  const formats = getExportFormats(platforms);
  const chosen = formats.some((item) => item.id === format) ? format : "csv";

  function changeOpen(next: boolean) {
    if (next) setScope(selected.size > 0 ? "selected" : "view");
    setOpen(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams(useSelected ? "" : viewQuery);
    if (useSelected) query.set("ids", [...selected.keys()].join(","));
    query.set("format", chosen);
    setPending(true);
    try {
      const link = await createExportUrl(undefined, { query: query.toString() });
      const url = link.status === "success" ? link.data?.url : undefined;
      if (!url) {
        toastError(link.message ?? downloadFailed);
        return;
      }
      const outcome = await downloadExport(url, `leads.${chosen}`);
      if (outcome.ok) {
        toastSuccess(getDownloadedMessage(chosen));
        setOpen(false);
      } else {
        toastError(
          outcome.status === 404 ? (outcome.message ?? noLeads) : (outcome.message ?? downloadFailed),
        );
      }
    } catch {
      toastError(downloadFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Download Leads</DialogTitle>
          <DialogDescription>Choose what to download and the file format.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          {selected.size > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Leads</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={scopeName}
                  checked={scope === "selected"}
                  onChange={() => setScope("selected")}
                  className="size-4 accent-primary"
                />
                Selected leads ({selected.size})
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={scopeName}
                  checked={scope === "view"}
                  onChange={() => setScope("view")}
                  className="size-4 accent-primary"
                />
                All leads in this view
              </label>
            </fieldset>
          ) : null}
          <ExportFormatPicker formats={formats} value={chosen} onChange={setFormat} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              <Download aria-hidden="true" />
              Download
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
