"use client";

import { BriefcaseBusiness, Mail, MessageCircle, Phone, Send } from "lucide-react";
import { cn } from "@/lib/utils";
import type { StepProps } from "./wizard-types";

const channels = [
  { id: "email", label: "Email", icon: Mail, ready: true },
  { id: "linkedin", label: "LinkedIn", icon: BriefcaseBusiness, ready: false },
  { id: "whatsapp", label: "WhatsApp", icon: MessageCircle, ready: false },
  { id: "sms", label: "SMS", icon: Phone, ready: false },
  { id: "telegram", label: "Telegram", icon: Send, ready: false },
] as const;

/** Step 2: the channel. Email sends today; the others are shown as coming next and cannot be chosen. */
export function WizardChannelStep({ draft, update, errors }: StepProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Channel</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {channels.map(({ id, label, icon: Icon, ready }) => (
          <label
            key={id}
            className={cn(
              "flex items-center gap-3 rounded-lg border p-3 text-sm",
              ready ? "cursor-pointer" : "cursor-not-allowed opacity-70",
              draft.channel === id ? "border-primary bg-primary-subtle" : "border-border",
            )}
          >
            <input
              type="radio"
              name="campaign-channel"
              value={id}
              checked={draft.channel === id}
              disabled={!ready}
              onChange={() => update({ channel: id })}
              className="accent-primary"
            />
            <Icon aria-hidden="true" className="size-5" />
            <span className="grid">
              <span className="font-medium">{label}</span>
              {ready ? null : <span className="text-xs text-muted-foreground">Coming next</span>}
            </span>
          </label>
        ))}
      </div>
      {errors.channel?.length ? (
        <p role="alert" className="text-sm text-danger">
          {errors.channel[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
