"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { wizardMessages } from "@/lib/campaigns/wizard-draft";
import type { StepProps } from "./wizard-types";

/** Step 4: now, or a date (not before today) and a time, both in the workspace's time zone. */
export function WizardScheduleStep({
  draft,
  update,
  errors,
  today,
  timeZone,
}: StepProps & { today: string; timeZone: string }) {
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">When to send</legend>
        {(
          [
            ["now", "Send Now"],
            ["later", "Schedule for Later"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="campaign-schedule"
              value={value}
              checked={draft.scheduleType === value}
              onChange={() => update({ scheduleType: value })}
              className="accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {draft.scheduleType === "later" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date" htmlFor="campaign-date" required errors={errors.scheduledDate}>
            <Input
              type="date"
              min={today}
              value={draft.scheduledDate}
              onChange={(e) => update({ scheduledDate: e.target.value })}
            />
          </Field>
          <Field label="Time" htmlFor="campaign-time" required errors={errors.scheduledTime}>
            <Input
              type="time"
              value={draft.scheduledTime}
              onChange={(e) => update({ scheduledTime: e.target.value })}
            />
          </Field>
          <p className="text-sm text-muted-foreground sm:col-span-2">
            Times are in the workspace&apos;s time zone: <strong>{timeZone}</strong> (set on the Business
            Profile page).
          </p>
          {draft.scheduledDate && draft.scheduledDate < today ? (
            <p role="alert" className="text-sm text-danger sm:col-span-2">
              {wizardMessages.dateInPast}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Delay between messages (minutes)"
          htmlFor="campaign-delay"
          errors={errors.delayMinutes}
          hint="0 to 60; email may go out without a pause."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            value={Number.isNaN(draft.delayMinutes) ? "" : draft.delayMinutes}
            onChange={(e) => update({ delayMinutes: e.target.valueAsNumber })}
          />
        </Field>
        <Field
          label="Daily sending limit"
          htmlFor="campaign-daily-limit"
          errors={errors.dailyLimit}
          hint="Messages a day from your sender; the rest wait for the next day."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            value={Number.isNaN(draft.dailyLimit) ? "" : draft.dailyLimit}
            onChange={(e) => update({ dailyLimit: e.target.valueAsNumber })}
          />
        </Field>
      </div>
    </div>
  );
}
