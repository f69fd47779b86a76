"use client";

import { useState } from "react";
import { Copy, Maximize2, Minimize2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { leadMessages } from "@/lib/leads/messages";
import { toastError, toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import type { LeadRow } from "@/lib/leads/types";
import { describeJson, getJsonSections, stringifyJson } from "./json-sections";
import { getLeadDisplayName } from "../lead-display";

export type JsonViewerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  value: unknown;
};

async function copyJson(value: unknown) {
  try {
    await navigator.clipboard.writeText(stringifyJson(value));
    toastSuccess(leadMessages.jsonCopied);
  } catch {
    toastError(leadMessages.jsonCopyFailed);
  }
}

export function JsonViewerDialog({ open, onOpenChange, title, value }: JsonViewerDialogProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const sections = getJsonSections(value);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={fullscreen ? "full" : "lg"}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>The raw data saved for this lead.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => void copyJson(value)}>
            <Copy aria-hidden="true" />
            Copy JSON
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={fullscreen}
            onClick={() => setFullscreen((current) => !current)}
          >
            {fullscreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
            {fullscreen ? "Exit full screen" : "Full screen"}
          </Button>
        </div>
        <div className={cn("grid gap-2", fullscreen ? "" : "max-h-[60vh] overflow-y-auto")}>
          {sections.map((section, index) => (
            <details
              key={`${index}-${section.title}`}
              open={index < 3}
              className="rounded-md border border-border"
            >
              <summary className="focus-ring-inset flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm">
                <span className="font-medium break-all">{section.title}</span>
                <span className="truncate text-muted-foreground">{describeJson(section.value)}</span>
              </summary>
              <pre className="overflow-x-auto border-t border-border bg-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap break-all">
                {stringifyJson(section.value)}
              </pre>
            </details>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The raw JSON of one lead (web and OCR leads keep theirs in `jsonOutput`); closed while `lead` is null. */
export function LeadJsonViewerDialog({ lead, onClose }: { lead: LeadRow | null; onClose: () => void }) {
  return (
    <JsonViewerDialog
      open={lead !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={lead ? getLeadDisplayName(lead) : "Lead data"}
      value={lead?.data.jsonOutput ?? lead?.data ?? null}
    />
  );
}
