"use client";

import { useState, useTransition } from "react";
import { callAction, type ObjectAction } from "@/components/account/call-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { categoryLabels, type NotificationCategory } from "@/lib/notifications/categories";
import type { NotificationSettingsInput } from "@/lib/notifications/validations";

const categories = Object.keys(categoryLabels) as NotificationCategory[];
const channels = [
  { key: "emailAlerts", label: "Email" },
  { key: "inAppAlerts", label: "In-app" },
] as const;

function summary(settings: NotificationSettingsInput) {
  return channels.map(({ key, label }) => {
    const on = categories.filter((c) => settings[key][c]).map((c) => categoryLabels[c].label);
    return {
      label,
      text: on.length === 0 ? "None" : on.length === categories.length ? "All categories" : on.join(", "),
    };
  });
}

/**
 * The spec's notification settings: email and in-app toggles per category, Save Changes, and a summary
 * of what is on (as saved). The server stores them and every notification obeys them.
 */
export function NotificationSettingsForm({
  initial,
  saveAction,
  headingLevel = "h2",
}: {
  initial: NotificationSettingsInput;
  saveAction: ObjectAction<NotificationSettingsInput>;
  headingLevel?: "h2" | "h3";
}) {
  const [settings, setSettings] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [pending, startTransition] = useTransition();
  const Heading = headingLevel;
  const dirty = JSON.stringify(settings) !== JSON.stringify(saved);

  function toggle(channel: keyof NotificationSettingsInput, category: NotificationCategory, on: boolean) {
    setSettings((s) => ({ ...s, [channel]: { ...s[channel], [category]: on } }));
  }

  function save() {
    startTransition(async () => {
      const result = await callAction(saveAction, settings, "Could not save your notification settings.");
      if (result.status === "success") setSaved(settings);
    });
  }

  return (
    <section
      aria-labelledby="notification-settings-title"
      className="grid gap-4 rounded-xl border border-border bg-white p-5"
    >
      <Heading id="notification-settings-title" className="font-semibold">
        Notification settings
      </Heading>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Email and in-app notifications per category</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">
                Category
              </th>
              {channels.map((c) => (
                <th key={c.key} scope="col" className="px-2 py-2 text-center font-medium whitespace-nowrap">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category} className="border-t border-border">
                <th scope="row" className="py-3 pr-4 text-left font-normal">
                  <span className="block font-medium">{categoryLabels[category].label}</span>
                  <span className="block text-xs text-muted-foreground">
                    {categoryLabels[category].description}
                  </span>
                </th>
                {channels.map((c) => (
                  <td key={c.key} className="px-2 py-3 text-center">
                    <Checkbox
                      aria-label={`${categoryLabels[category].label} ${c.label.toLowerCase()} notifications`}
                      checked={settings[c.key][category]}
                      onCheckedChange={(on) => toggle(c.key, category, on)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={save} loading={pending} disabled={!dirty}>
          Save Changes
        </Button>
        {dirty ? <span className="text-sm text-muted-foreground">You have unsaved changes.</span> : null}
      </div>
      <div aria-live="polite" className="rounded-lg bg-muted p-3 text-sm">
        <p className="font-medium">Enabled notifications</p>
        <ul className="mt-1 grid gap-1">
          {summary(saved).map((line) => (
            <li key={line.label}>
              <span className="text-muted-foreground">{line.label}:</span> {line.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
