"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { BILLING_HREF, notEnoughCreditsMessage } from "@/lib/credits/messages";
import { scrapingMessages, shortLocationHint, unavailableMessage } from "@/lib/scraping/messages";
import {
  clampEstimate,
  estimateCredits,
  getPlatform,
  missingParameters,
  startingEstimate,
  type PlatformDefinition,
} from "@/lib/scraping/platforms";
import type { RunView } from "@/lib/scraping/run-view";
import { dedupeSites, siteLines } from "@/lib/scraping/web/site-list";
import type { SourceStatuses } from "@/lib/scraping/source-status";
import { toastError, toastSuccess } from "@/lib/toast";
import { ConfigurationPanel } from "./configuration-panel";
import { ListChooserDialog, type ScrapeListOption } from "./list-chooser-dialog";
import { PlatformGrid } from "./platform-grid";
import { ResultsPanel } from "./results-panel";
import { RunProgress } from "./run-progress";
import { cancelRunRequest, checkLinkedinRequest, startScrapeRequest, type ListTarget } from "./scrape-api";
import { isOpen, useScrapeRun } from "./use-scrape-run";

export type ScraperPrefill = {
  platform?: string;
  parameters?: Record<string, string>;
  error?: string;
  fromRecommendation?: boolean;
};
type Notice = { message: string; href?: string; linkLabel?: string };

type Props = {
  variant: "studio" | "steps";
  userId: string;
  lists: ScrapeListOption[];
  balance: number;
  sources: SourceStatuses;
  /** Whether this user's role may connect accounts in Integrations (a member asks an admin instead). */
  canConnect: boolean;
  /** Whether this user may buy credits (the owner). */
  canBuy: boolean;
  initialRun: RunView | null;
  prefill?: ScraperPrefill;
  projectId?: string | null;
};

const resetLabel = (platform: string) =>
  platform === "web"
    ? "Analyze Another Website"
    : platform === "image-to-word"
      ? "Process Another Image"
      : "Scrape Again";

function noticeFor(code: string | undefined, message: string, canConnect: boolean): Notice {
  if (code === "conflict:not_enough_credits")
    return { message, href: BILLING_HREF, linkLabel: "Go to Billing" };
  if (code?.startsWith("unavailable:not_connected") || code?.startsWith("unavailable:disconnected"))
    return canConnect
      ? { message, href: "/integrations", linkLabel: "Go to Integrations" }
      : { message: unavailableMessage(message, "not_connected", false) };
  return { message };
}

/** The scraping flow shared by /ai-scraping (one page) and /scrape (two steps). */
export function Scraper({
  variant,
  userId,
  canConnect,
  canBuy,
  lists,
  balance,
  sources,
  initialRun,
  prefill,
  projectId,
}: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const initialPlatform = getPlatform(initialRun?.platform ?? prefill?.platform);
  const [platform, setPlatform] = useState<PlatformDefinition | null>(
    initialPlatform?.enabled ? initialPlatform : null,
  );
  const [values, setValues] = useState<Record<string, string>>(prefill?.parameters ?? {});
  const [image, setImage] = useState<File | null>(null);
  const [estimate, setEstimate] = useState(initialPlatform ? startingEstimate(initialPlatform, balance) : 1);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState<Notice | null>(prefill?.error ? { message: prefill.error } : null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [listErrors, setListErrors] = useState<Record<string, string[]> | undefined>();
  // Choosing a source, going back to choose another, or starting again replaces the part of the screen
  // the focus was in: it moves to the configuration's heading, or to a source card, once they are drawn.
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusAfterRender.current;
    if (!selector) return;
    focusAfterRender.current = null;
    document.querySelector<HTMLElement>(selector)?.focus({ preventScroll: variant === "studio" });
  });
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { run, setRun, results, reset } = useScrapeRun(initialRun);
  const step = variant === "steps" && !platform && !run ? 1 : 2;
  // The web scraper's estimate is its sites (one lead and its credits each); the server counts them again.
  const sites = platform?.id === "web" ? dedupeSites(siteLines(values.url ?? "")).length : 0;
  const runEstimate = platform?.id === "web" ? Math.max(1, sites) : estimate;

  useEffect(() => {
    if (prefill?.error) toastError(prefill.error);
    if (!prefill?.fromRecommendation || prefill.error) return;
    const timer = setTimeout(
      () => document.getElementById("configuration-section")?.scrollIntoView({ behavior: "smooth" }),
      500,
    );
    return () => clearTimeout(timer);
  }, [prefill]);

  // A run that settles while watched: the shell's credits chip re-reads the balance (credits settle with the
  // run), and a failure is toasted as well as said inline.
  const wasOpen = useRef(isOpen(initialRun));
  useEffect(() => {
    const openNow = isOpen(run);
    if (wasOpen.current && run && !openNow) {
      router.refresh();
      if (run.status === "failed" && run.errorMessage)
        toastError(variant === "steps" ? shortLocationHint(run.errorMessage) : run.errorMessage, {
          duration: 5000,
        });
    }
    wasOpen.current = openNow;
  }, [run, router, variant]);

  function setRunInUrl(runId: string | null) {
    const params = new URLSearchParams(searchParams.toString());
    if (runId) params.set("run", runId);
    else params.delete("run");
    router.replace(`${pathname}${params.size ? `?${params}` : ""}`, { scroll: false });
  }

  function choose(next: PlatformDefinition) {
    if (!next.enabled) {
      toastError(scrapingMessages.comingSoon);
      setNotice({ message: scrapingMessages.comingSoon });
      return;
    }
    setPlatform(next);
    setValues({});
    setImage(null);
    setErrors({});
    setNotice(null);
    setEstimate(startingEstimate(next, balance));
    focusAfterRender.current = "#configuration-title";
    if (variant === "studio")
      setTimeout(
        () => document.getElementById("configuration-section")?.scrollIntoView({ behavior: "smooth" }),
        50,
      );
  }

  function changeSource() {
    if (platform) focusAfterRender.current = `[data-platform="${platform.id}"]`;
    setPlatform(null);
  }

  function validate(): boolean {
    const steps = variant === "steps";
    if (!platform)
      return (
        setNotice({
          message: steps ? scrapingMessages.selectPlatformShort : scrapingMessages.selectPlatform,
        }),
        false
      );
    const missing = missingParameters(platform, values);
    const next: Record<string, string[]> = {};
    for (const p of platform.parameters)
      if (missing.includes(p.label)) next[p.name] = [`${p.label} is required`];
    if (platform.id === "image-to-word" && !image) next.image = [scrapingMessages.uploadImage];
    if (platform.id === "linkedin" && values.searchUrl && !values.searchUrl.includes("people"))
      next.searchUrl = [scrapingMessages.linkedinPeopleUrl];
    setErrors(next);
    if (missing.length)
      return (
        setNotice({
          message: steps ? scrapingMessages.fillIn(missing) : scrapingMessages.fillRequired(missing),
        }),
        false
      );
    if (next.image) return (setNotice({ message: scrapingMessages.uploadImage }), false);
    if (next.searchUrl) return (setNotice({ message: scrapingMessages.linkedinPeopleUrl }), false);
    // LinkedIn asks the server afresh before the list chooser (openListChooser); other sources use the page's status.
    const unavailable = platform.id === "linkedin" ? null : sources[platform.id]?.unavailable;
    if (unavailable)
      return (
        setNotice(noticeFor(`unavailable:${unavailable.code}`, unavailable.message, canConnect)),
        false
      );
    // The server decides (under the credits lock); this only spares a start that cannot succeed.
    const { credits } = estimateCredits(platform, runEstimate);
    if (balance < credits)
      return (
        setNotice(
          noticeFor("conflict:not_enough_credits", notEnoughCreditsMessage(credits, balance), canConnect),
        ),
        false
      );
    setNotice(null);
    return true;
  }

  /** The spec's order: the fields, then (LinkedIn) the connection asked of the server, then the list chooser. */
  async function openListChooser() {
    if (!validate()) return;
    if (platform?.id === "linkedin") {
      const check = await checkLinkedinRequest(userId);
      if (!check.ok) {
        setNotice({ message: scrapingMessages.checkLinkedinFailed });
        toastError(scrapingMessages.checkLinkedinFailed);
        return;
      }
      if (!check.connected) {
        const message = check.message ?? scrapingMessages.linkedinDisconnected;
        setNotice(noticeFor("unavailable:not_connected", message, canConnect));
        toastError(message, { duration: 5000 });
        return;
      }
    }
    setListErrors(undefined);
    setChooserOpen(true);
  }

  async function start(target: ListTarget) {
    if (!platform) return;
    setStarting(true);
    const outcome = await startScrapeRequest({
      platform,
      parameters: values,
      estimate,
      image,
      target,
      projectId,
    });
    setStarting(false);
    if (outcome.ok) {
      setChooserOpen(false);
      setListErrors(undefined);
      setRun(outcome.run);
      setRunInUrl(outcome.run.id);
      toastSuccess("Scraping started");
      router.refresh(); // the credits reserved for the run leave the chip's balance now
      return;
    }
    if (outcome.code === "conflict:list_name" || outcome.code === "not_found:lead_list") {
      setListErrors(outcome.fieldErrors ?? { name: [outcome.message] });
      return;
    }
    setChooserOpen(false);
    if (outcome.fieldErrors) setErrors(outcome.fieldErrors);
    setNotice(noticeFor(outcome.code, outcome.message, canConnect));
    toastError(outcome.message, { duration: 5000 });
  }

  async function cancel() {
    if (!run) return;
    setCancelling(true);
    const next = await cancelRunRequest(run.id).catch(() => null);
    setCancelling(false);
    if (next) setRun(next);
    else toastError("Could not cancel the scrape. Please try again.");
  }

  function again() {
    reset();
    setValues({});
    setImage(null);
    setErrors({});
    setNotice(null);
    setRunInUrl(null);
    if (variant === "steps") setPlatform(null);
    focusAfterRender.current = "[data-platform]";
    router.refresh();
    document
      .getElementById(variant === "steps" ? "scrape-top" : "platform-selection")
      ?.scrollIntoView({ behavior: "smooth" });
  }

  const listOptions = platform ? lists.filter((l) => l.platform === platform.leadPlatform) : [];
  return (
    <div className="space-y-8" id="scrape-top">
      {variant === "steps" && (
        <ol className="flex gap-4 text-sm" aria-label="Steps">
          <li
            aria-current={step === 1 ? "step" : undefined}
            className={step === 1 ? "font-semibold" : "text-muted-foreground"}
          >
            1. Choose source
          </li>
          <li
            aria-current={step === 2 ? "step" : undefined}
            className={step === 2 ? "font-semibold" : "text-muted-foreground"}
          >
            2. Configure
          </li>
        </ol>
      )}
      {notice && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="scrape-notice"
        >
          {notice.message}{" "}
          {notice.href && (
            <Link href={notice.href} className="font-medium underline">
              {notice.linkLabel}
            </Link>
          )}
        </div>
      )}
      {!run && (variant === "studio" || step === 1) && (
        <PlatformGrid
          selected={platform?.id ?? null}
          sources={sources}
          balance={balance}
          canBuy={canBuy}
          onSelect={choose}
        />
      )}
      {!run && platform && (
        <ConfigurationPanel
          platform={platform}
          source={sources[platform.id]}
          values={values}
          image={image}
          errors={errors}
          estimate={runEstimate}
          balance={balance}
          startLabel={variant === "steps" ? "Start Scraping" : "Start Data Extraction"}
          onBack={variant === "steps" ? changeSource : undefined}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          onImage={setImage}
          onEstimate={(n) => setEstimate(clampEstimate(platform, n))}
          onStart={openListChooser}
        />
      )}
      {run && isOpen(run) && <RunProgress run={run} onCancel={cancel} cancelling={cancelling} />}
      {run && !isOpen(run) && (
        <section aria-labelledby="run-result-title" className="space-y-4">
          <h2 id="run-result-title" className="text-lg font-semibold">
            {run.status === "succeeded"
              ? "Scrape finished"
              : run.status === "cancelled"
                ? "Scrape cancelled"
                : "Scrape failed"}
          </h2>
          {run.errorMessage && run.status !== "succeeded" && (
            <p role="status" className="text-sm text-red-700" data-testid="run-error">
              {variant === "steps" ? shortLocationHint(run.errorMessage) : run.errorMessage}
            </p>
          )}
          <ResultsPanel run={run} results={results} />
          <Button onClick={again}>{resetLabel(run.platform)}</Button>
        </section>
      )}
      <ListChooserDialog
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        lists={listOptions}
        pending={starting}
        serverErrors={listErrors}
        onSubmit={start}
      />
    </div>
  );
}
