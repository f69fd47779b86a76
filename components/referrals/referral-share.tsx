"use client";

import { Copy, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/lib/toast";

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(`${what} copied.`);
  } catch {
    toastError(`Could not copy the ${what.toLowerCase()}. Select it and copy it yourself.`);
  }
}

/** The code and link with Copy, and Share: the Web Share API where the browser has it, copy otherwise. */
export function ReferralShare({ code, link }: { code: string; link: string }) {
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({
          title: "Join me on CRM Pro",
          text: `Sign up with my referral code ${code}.`,
          url: link,
        });
        toastSuccess("Referral link shared.");
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (!(error instanceof DOMException && error.name === "AbortError"))
          await copy(link, "Referral link");
      }
      return;
    }
    await copy(link, "Referral link");
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <span id="referral-code-label" className="text-sm text-muted-foreground">
          Your referral code
        </span>
        <div className="flex flex-wrap items-center gap-2">
          <code
            aria-labelledby="referral-code-label"
            className="rounded-lg bg-muted px-3 py-2 text-lg font-semibold tracking-widest"
          >
            {code}
          </code>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy(code, "Referral code")}>
            <Copy aria-hidden="true" /> Copy
          </Button>
        </div>
      </div>
      <div className="grid gap-1">
        <label htmlFor="referral-link" className="text-sm text-muted-foreground">
          Your referral link
        </label>
        {/* The box's 16rem basis keeps the link readable: on a phone it takes the row and the buttons wrap. */}
        <div className="flex flex-wrap items-center gap-2">
          <input
            id="referral-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="focus-ring min-w-0 flex-[1_1_16rem] rounded-lg border border-border bg-white px-3 py-2 text-sm"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => void copy(link, "Referral link")}>
            <Copy aria-hidden="true" /> Copy link
          </Button>
          <Button type="button" size="sm" onClick={() => void share()}>
            <Share2 aria-hidden="true" /> Share
          </Button>
        </div>
      </div>
    </div>
  );
}
