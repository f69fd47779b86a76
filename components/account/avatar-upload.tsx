"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Button } from "@/components/ui/button";
import { avatarMessages } from "@/lib/account/validations";
import { toastError, toastSuccess } from "@/lib/toast";

async function send(
  userId: string,
  method: "POST" | "DELETE",
  body?: FormData,
): Promise<{ ok: boolean; message?: string; avatarUrl?: string | null }> {
  try {
    const response = await fetch(`/api/users/${userId}/avatar`, { method, body });
    const json = (await response.json().catch(() => ({}))) as {
      message?: string;
      data?: { avatarUrl?: string | null };
    };
    return { ok: response.ok, message: json.message, avatarUrl: json.data?.avatarUrl };
  } catch {
    return { ok: false };
  }
}

/** The profile photo: PNG, JPEG or WebP up to 5 MB, checked and re-encoded by the server; the shell follows. */
export function AvatarUpload({
  userId,
  name,
  avatarUrl,
}: {
  userId: string;
  name: string;
  avatarUrl: string | null;
}) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(avatarUrl);
  const [busy, setBusy] = useState(false);

  async function run(method: "POST" | "DELETE", file?: File) {
    setBusy(true);
    let form: FormData | undefined;
    if (file) {
      form = new FormData();
      form.set("avatar", file);
    }
    const result = await send(userId, method, form);
    setBusy(false);
    if (input.current) input.current.value = "";
    if (!result.ok) return toastError(result.message ?? avatarMessages.failed);
    setUrl(result.avatarUrl ?? null);
    toastSuccess(result.message ?? avatarMessages.saved);
    router.refresh(); // the account menu and the sidebar footer show the new photo
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <UserAvatar name={name} avatarUrl={url} className="size-16 text-lg" />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label="Upload photo"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void run("POST", file);
            }}
          />
          <Button type="button" variant="outline" loading={busy} onClick={() => input.current?.click()}>
            {url ? "Change Photo" : "Upload Photo"}
          </Button>
          {url ? (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void run("DELETE")}>
              Remove Photo
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">PNG, JPEG or WebP, up to 5MB.</p>
      </div>
    </div>
  );
}
