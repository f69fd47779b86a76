"use client";

import { useState, type FormEvent } from "react";
import { CalendarClock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/server/action-result";
import { useInlineEdit } from "./use-inline-edit";

export type RescheduleCampaign = (
  prev: undefined,
  input: { campaignId: string; scheduledDate: string; scheduledTime: string },
) => Promise<ActionResult<unknown>>;

/**
 * Change schedule, for a campaign that has not started: the wizard's date and time fields, in the
 * workspace's time zone, filled with the current schedule. The server judges the new time again.
 */
export function CampaignReschedule({
  campaignId,
  current,
  today,
  timeZone,
  reschedule,
}: {
  campaignId: string;
  /** The present schedule as the workspace's wall clock reads it. */
  current: { date: string; time: string };
  today: string;
  timeZone: string;
  reschedule: RescheduleCampaign;
}) {
  const { editing, setOpen, errors, pending, save, toggle, firstField } = useInlineEdit<HTMLInputElement>();
  const [date, setDate] = useState(current.date);
  const [time, setTime] = useState(current.time);

  function submit(event: FormEvent) {
    event.preventDefault();
    save(
      () => reschedule(undefined, { campaignId, scheduledDate: date, scheduledTime: time }),
      "Campaign rescheduled.",
    );
  }

  if (!editing) {
    return (
      <Button
        ref={toggle}
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => setOpen(true)}
      >
        <CalendarClock aria-hidden="true" />
        Change schedule
      </Button>
    );
  }
  return (
    <form
      aria-label="Change schedule"
      // The server's message, not the browser's bubble, says what is wrong with the date.
      noValidate
      onSubmit={submit}
      className="grid w-full gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <Field label="Date" htmlFor="reschedule-date" required errors={errors.scheduledDate}>
        <Input
          ref={firstField}
          type="date"
          min={today}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </Field>
      <Field label="Time" htmlFor="reschedule-time" required errors={errors.scheduledTime}>
        <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={pending}>
          Save schedule
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      <p className="text-xs text-muted-foreground sm:col-span-3">
        Times are in the workspace&apos;s time zone: <strong>{timeZone}</strong>.
      </p>
    </form>
  );
}
