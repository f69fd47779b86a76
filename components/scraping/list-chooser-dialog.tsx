"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { leadMessages } from "@/lib/leads/messages";
import { listNameMaxLength } from "@/lib/leads/constants";
import { scrapingMessages } from "@/lib/scraping/messages";
import type { ListTarget } from "./scrape-api";

export type ScrapeListOption = { id: string; name: string; platform: string | null; status: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lists: ScrapeListOption[];
  pending: boolean;
  serverErrors?: Record<string, string[]>;
  onSubmit: (target: ListTarget) => void;
};

/** Create New (name rules of spec part 2 section 5) or Use Existing; "Create & Start" starts the scrape. */
export function ListChooserDialog({ open, onOpenChange, lists, pending, serverErrors, onSubmit }: Props) {
  const [mode, setMode] = useState<"create" | "existing">("create");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [listId, setListId] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = {
    ...errors,
    ...(serverErrors?.name ? { name: serverErrors.name } : {}),
    ...(serverErrors?.listId ? { listId: serverErrors.listId } : {}),
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (mode === "existing") {
      if (!listId) return setErrors({ listId: [scrapingMessages.selectExistingList] });
      setErrors({});
      return onSubmit({ listId });
    }
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: [leadMessages.listNameRequired] });
    if (trimmed.length > listNameMaxLength) return setErrors({ name: [leadMessages.listNameTooLong] });
    if (lists.some((l) => l.name.trim().toLowerCase() === trimmed.toLowerCase()))
      return setErrors({ name: [leadMessages.listNameTaken] });
    setErrors({});
    onSubmit({ listName: trimmed, description: description.trim() });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Save leads to a list</DialogTitle>
            <DialogDescription>
              Create a new lead list for this scrape or add to an existing one.
            </DialogDescription>
          </DialogHeader>
          <div role="radiogroup" aria-label="List" className="flex gap-2">
            {(["create", "existing"] as const).map((m) => (
              <Button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                variant={mode === m ? "default" : "outline"}
                size="sm"
                onClick={() => setMode(m)}
              >
                {m === "create" ? "Create New" : "Use Existing"}
              </Button>
            ))}
          </div>
          {mode === "create" ? (
            <>
              <Field
                label="List name"
                htmlFor="scrape-list-name"
                required
                errors={shown.name}
                hint={`${name.length}/${listNameMaxLength}`}
              >
                <Input
                  value={name}
                  maxLength={listNameMaxLength + 20}
                  onChange={(e) => setName(e.currentTarget.value)}
                  autoFocus
                />
              </Field>
              <Field label="Description" htmlFor="scrape-list-description">
                <Textarea
                  rows={3}
                  value={description}
                  onChange={(e) => setDescription(e.currentTarget.value)}
                />
              </Field>
            </>
          ) : lists.length ? (
            <Field label="Existing list" htmlFor="scrape-list-existing" required errors={shown.listId}>
              <Select value={listId} onChange={(e) => setListId(e.currentTarget.value)}>
                <option value="">Choose a list…</option>
                {lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name} ({l.status})
                  </option>
                ))}
              </Select>
            </Field>
          ) : (
            <p className="text-sm text-muted-foreground">No existing lists for this platform.</p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Create &amp; Start
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
