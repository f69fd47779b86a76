"use client";

import Link from "next/link";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { StepProps, WizardList } from "./wizard-types";

const leadCount = (n: number) =>
  n === 0 ? "no leads" : `${n.toLocaleString("en-US")} ${n === 1 ? "lead" : "leads"}`;

/** Step 1: the campaign's name and its lead list (or, from the Leads page, the selected leads). */
export function WizardDetailsStep({
  draft,
  update,
  errors,
  lists,
  selectedCount,
  selectionLost,
}: StepProps & { lists: WizardList[] | null; selectedCount: number; selectionLost: boolean }) {
  return (
    <div className="grid gap-4">
      <Field label="Campaign name" htmlFor="campaign-name" required errors={errors.name}>
        <Input
          value={draft.name}
          maxLength={200}
          placeholder="e.g. Spring outreach"
          onChange={(e) => update({ name: e.target.value })}
        />
      </Field>
      {selectedCount > 0 ? (
        <p className="rounded-md bg-primary-subtle px-3 py-2 text-sm" role="status">
          Sending to the {selectedCount === 1 ? "lead" : `${selectedCount.toLocaleString("en-US")} leads`}{" "}
          selected on the Leads page.
        </p>
      ) : (
        <>
          {selectionLost ? (
            <p className="rounded-md bg-warning-subtle px-3 py-2 text-sm" role="status">
              The leads selected on the Leads page could not be carried over to this tab. Choose a list, or
              select them again on the Leads page.
            </p>
          ) : null}
          <Field
            label="Lead list"
            htmlFor="campaign-list"
            required
            errors={errors.listId}
            hint={
              lists === null ? (
                "Loading your lead lists…"
              ) : lists.length === 0 ? (
                <>
                  No lead lists yet:{" "}
                  <Link href="/leads" className="focus-ring rounded font-medium underline">
                    import
                  </Link>{" "}
                  or{" "}
                  <Link href="/scrape" className="focus-ring rounded font-medium underline">
                    scrape
                  </Link>{" "}
                  leads first.
                </>
              ) : undefined
            }
          >
            <Select
              value={draft.listId}
              disabled={lists === null}
              onChange={(e) => update({ listId: e.target.value })}
            >
              <option value="">Select a lead list</option>
              {/* A list without leads (a scrape that found none) would reach nobody: shown, not offered. */}
              {(lists ?? []).map((list) => (
                <option key={list.id} value={list.id} disabled={list.leads === 0}>
                  {`${list.name} (${leadCount(list.leads)})`}
                </option>
              ))}
            </Select>
          </Field>
        </>
      )}
    </div>
  );
}
