"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { FormAction } from "@/components/auth/form-action";
import { FormAlert } from "@/components/auth/form-alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { callAction, type ObjectAction } from "./call-action";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorCodeForm } from "./two-factor-code-form";

type Setup = { secret: string; qrDataUrl: string };

/** Two-factor authentication with an authenticator app (TOTP): set up with a QR code, confirm, recovery codes. */
export function TwoFactorCard({
  enabled,
  recoveryCodesRemaining,
  start,
  confirm,
  disable,
  regenerate,
  headingLevel,
}: {
  enabled: boolean;
  recoveryCodesRemaining: number;
  start: ObjectAction<Record<string, never>, Setup>;
  confirm: FormAction<{ recoveryCodes: string[] }>;
  disable: FormAction;
  regenerate: FormAction<{ recoveryCodes: string[] }>;
  headingLevel: "h2" | "h3";
}) {
  const router = useRouter();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, startTransition] = useTransition();

  function begin() {
    startTransition(async () => {
      const result = await callAction(start, {}, "Could not start the setup. Please try again.");
      if (result.status === "success" && result.data) setSetup(result.data);
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} id="two-factor-title" className="flex flex-wrap items-center gap-2">
          Two-factor authentication
          <Badge tone={enabled ? "green" : "gray"}>{enabled ? "On" : "Off"}</Badge>
        </CardTitle>
        <CardDescription>
          Signing in asks for a code from an authenticator app (Google Authenticator, 1Password, Authy...)
          after your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              router.refresh();
            }}
          />
        ) : enabled ? (
          <>
            <p className="text-sm">
              {recoveryCodesRemaining} of 10 recovery codes left.{" "}
              {recoveryCodesRemaining <= 3 ? "Make a new set below." : null}
            </p>
            <TwoFactorCodeForm
              id="recovery-codes-regenerate-code"
              label="Code for new recovery codes"
              hint="A current code from your app. The old recovery codes stop working."
              submitLabel="New recovery codes"
              action={regenerate}
              onSuccess={(result) => setCodes(result.data?.recoveryCodes ?? [])}
            />
            <TwoFactorCodeForm
              id="two-factor-disable-code"
              label="Code to turn it off"
              hint="A current code from your app, or a recovery code."
              submitLabel="Turn off"
              destructive
              action={disable}
              onSuccess={() => router.refresh()}
            />
          </>
        ) : setup ? (
          <div className="grid gap-4">
            <ol className="grid list-decimal gap-1 pl-5 text-sm">
              <li>Scan the QR code with your authenticator app, or type the key below.</li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <div className="flex flex-wrap items-start gap-4">
              {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server; nothing to optimise */}
              <img
                src={setup.qrDataUrl}
                alt="QR code for your authenticator app"
                width={176}
                height={176}
                className="rounded border border-border bg-white p-1"
              />
              <div className="grid min-w-0 gap-1 text-sm">
                <p className="font-medium">Setup key</p>
                <code
                  data-testid="two-factor-secret"
                  className="rounded bg-muted px-2 py-1 font-mono break-all select-all"
                >
                  {setup.secret}
                </code>
              </div>
            </div>
            <TwoFactorCodeForm
              id="two-factor-confirm-code"
              label="Code from your app"
              hint="Six digits; a new one appears every 30 seconds."
              submitLabel="Turn on"
              action={confirm}
              onSuccess={(result) => {
                setSetup(null);
                setCodes(result.data?.recoveryCodes ?? []);
              }}
            />
          </div>
        ) : (
          <div>
            <Button onClick={begin} loading={starting}>
              Set up two-factor authentication
            </Button>
          </div>
        )}
        {enabled || setup || codes ? null : (
          <FormAlert tone="info">Without it, anyone with your password can sign in.</FormAlert>
        )}
      </CardContent>
    </Card>
  );
}
