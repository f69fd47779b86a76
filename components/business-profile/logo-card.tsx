"use client";

import { ImageIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toastError, toastSuccess } from "@/lib/toast";

const FAILED = "Failed to upload the logo. Please try again.";

async function send(
  method: "POST" | "DELETE",
  body?: FormData,
): Promise<{ ok: boolean; message?: string; logoUrl?: string | null }> {
  try {
    const response = await fetch("/api/business-profile/logo", { method, body });
    const json = (await response.json().catch(() => ({}))) as {
      message?: string;
      data?: { logoUrl?: string | null };
    };
    return { ok: response.ok, message: json.message, logoUrl: json.data?.logoUrl };
  } catch {
    return { ok: false };
  }
}

/** The logo card: PNG, JPEG or WebP up to 5 MB, checked and re-encoded by the server. */
export function LogoCard({
  logoUrl,
  canEdit,
  onChange,
}: {
  logoUrl: string | null;
  canEdit: boolean;
  onChange: (url: string | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    setBusy(true);
    const form = new FormData();
    form.set("logo", file);
    const result = await send("POST", form);
    setBusy(false);
    if (input.current) input.current.value = "";
    if (!result.ok) return toastError(result.message ?? FAILED);
    onChange(result.logoUrl ?? null);
    toastSuccess(result.message ?? "Logo updated successfully!");
  }

  async function remove() {
    setBusy(true);
    const result = await send("DELETE");
    setBusy(false);
    if (!result.ok) return toastError(result.message ?? "Failed to remove the logo. Please try again.");
    onChange(null);
    toastSuccess(result.message ?? "Logo removed.");
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Company Logo</CardTitle>
        <CardDescription>PNG, JPEG or WebP, up to 5MB. Shown in your outreach signature.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a signed storage link, not a static asset for next/image
            <img src={logoUrl} alt="Company logo" className="size-full object-contain" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          )}
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id="logo-file"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              aria-label="Upload logo"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button type="button" variant="outline" loading={busy} onClick={() => input.current?.click()}>
              {logoUrl ? "Change Logo" : "Upload Logo"}
            </Button>
            {logoUrl ? (
              <Button type="button" variant="ghost" disabled={busy} onClick={() => void remove()}>
                Remove
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
