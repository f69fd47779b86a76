"use client";

import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useFocusOnStep } from "@/components/ui/use-focus-on-step";
import type { WizardReach } from "@/lib/campaigns/wizard";
import {
  emptyWizardDraft,
  stepComplete,
  wizardMessages,
  wizardSteps,
  type WizardDraft,
} from "@/lib/campaigns/wizard-draft";
import { CONNECTION_LOST, settleAction } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";
import { forgetHandedOffSelection, useHandedOffSelection } from "./selection-handoff";
import {
  forgetWizardDraft,
  parseSavedWizardDraft,
  saveWizardDraft,
  useSavedWizardDraft,
} from "./wizard-draft-storage";
import { WizardChannelStep } from "./wizard-channel-step";
import { WizardDetailsStep } from "./wizard-details-step";
import { WizardMessageStep } from "./wizard-message-step";
import { WizardScheduleStep } from "./wizard-schedule-step";
import type { CampaignReach, CreateCampaign, ListWizardLists, PreviewCampaignMessage } from "./wizard-types";
import { useWizardLists } from "./use-wizard-lists";
import { useMessagePreview } from "./use-message-preview";

const OpenWizard = createContext<() => void>(() => undefined);

/** A button anywhere under the provider that opens the wizard. */
export function OpenWizardButton({ children }: { children: ReactNode }) {
  const open = useContext(OpenWizard);
  return (
    <Button type="button" onClick={open}>
      {children}
    </Button>
  );
}

const stepOf: Record<string, number> = { name: 0, listId: 0, leadIds: 0, channel: 1, subject: 2, body: 2 };

export type CampaignWizardProps = {
  /** Reads the workspace's lead lists; called when the wizard first opens (the page does not carry them). */
  loadLists: ListWizardLists;
  timeZone: string;
  today: string;
  /** The URL asked for the wizard (createNew=true, action=create or selectedLeads). */
  initialOpen: boolean;
  /** The Leads page's selection, comma-separated ids; empty for the list variant. */
  selectedLeads: string;
  /** A selection too large for the URL, handed over in this tab's session storage under this key. */
  selectionKey?: string;
  /** Names this user's unsent draft in this workspace in the tab's session storage (the list variant). */
  draftKey: string;
  /** The signed-in user's name, which signs the templates (it is also the emails' display name). */
  senderName: string;
  create: CreateCampaign;
  preview: PreviewCampaignMessage;
  reach: CampaignReach;
  children: ReactNode;
};

/** The four-step Create Campaign dialog (spec part 3 section 2.3) and the context its open buttons use. */
export function CampaignWizard(props: CampaignWizardProps) {
  const router = useRouter();
  const [open, setOpen] = useState(props.initialOpen);
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState(() => emptyWizardDraft(props.selectedLeads));
  // A handed-over selection can be read only in the browser: it is taken into the draft once it is.
  const handed = useHandedOffSelection(props.selectionKey);
  const [adopted, setAdopted] = useState<string | null>();
  if (adopted === undefined && handed !== undefined) {
    setAdopted(handed);
    if (handed) setDraft((d) => ({ ...d, leadIds: handed, listId: "" }));
  }
  const selectedLeads = props.selectedLeads || (props.selectionKey ? (adopted ?? "") : "");
  const fromLeads = selectedLeads !== "";
  const selectedCount = fromLeads ? selectedLeads.split(",").length : 0;
  const [excludeRisky, setExcludeRisky] = useState(false);
  // The list variant takes up the draft this tab kept, once, when it can be read (in the browser).
  const listVariant = !props.selectedLeads && !props.selectionKey;
  const savedText = useSavedWizardDraft(props.draftKey);
  const [restored, setRestored] = useState<boolean>();
  if (restored === undefined && savedText !== undefined) {
    const saved = listVariant ? parseSavedWizardDraft(savedText) : null;
    setRestored(Boolean(saved));
    if (saved) {
      setDraft(saved.draft);
      setStep(saved.step);
      setExcludeRisky(saved.excludeRisky);
    }
  }
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // Kept with the leads it was read for, so a change of leads shows no stale count.
  const [readReach, setReach] = useState<{ key: string; reach: WizardReach } | null>(null);
  const [sending, startSending] = useTransition();
  const submitting = useRef(false);
  const update = (patch: Partial<WizardDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const lists = useWizardLists(open && !fromLeads, props.loadLists);

  const { listId, leadIds, subject, body } = draft;
  const {
    preview,
    previewing,
    clear: clearPreview,
  } = useMessagePreview(step === 2 ? { listId, leadIds, subject, body } : null, props.preview);

  // Who the email reaches depends on the leads, not the text: read again only when they change.
  const reachAction = props.reach;
  const reachKey = `${listId}|${leadIds}|${excludeRisky}`;
  const reach = readReach?.key === reachKey ? readReach.reach : null;
  useEffect(() => {
    if (step !== 2) return;
    void settleAction(() => reachAction(undefined, { listId, leadIds, excludeRisky }), "").then((result) => {
      if (result.status === "success" && result.data) setReach({ key: reachKey, reach: result.data });
      // A refusal from the server (the list was deleted meanwhile, in another tab or by a colleague) holds
      // the step and says why; a lost connection is not the list's fault and is read again on the next change.
      else if (result.message && result.message !== CONNECTION_LOST)
        setReach({ key: reachKey, reach: { leads: 0, reachable: 0, skipped: [], refusal: result.message } });
    });
  }, [step, listId, leadIds, excludeRisky, reachKey, reachAction]);

  const started = draft.name !== "" || draft.listId !== "" || draft.subject !== "" || draft.body !== "";
  const { draftKey } = props;
  useEffect(() => {
    if (listVariant && started) saveWizardDraft(draftKey, { draft, step, excludeRisky });
  }, [listVariant, started, draftKey, draft, step, excludeRisky]);

  function startOver() {
    forgetWizardDraft(draftKey);
    setRestored(false);
    reset();
  }

  function close() {
    setOpen(false);
    if (props.initialOpen) router.replace("/campaigns", { scroll: false });
  }

  // The URL's selection is used once: after a send the wizard starts again from a list.
  function reset() {
    setStep(0);
    setDraft(emptyWizardDraft(""));
    setErrors({});
    clearPreview();
    setReach(null);
  }

  // The reach of a large list takes a moment to count; only a known refusal holds the step (the server
  // refuses a campaign that reaches nobody in any case).
  const messageBlocked = step === 2 && (!preview || preview.errors.length > 0 || Boolean(reach?.refusal));
  const complete = stepComplete(step, draft, props.today) && !messageBlocked;
  const last = step === wizardSteps.length - 1;

  function submit() {
    // Clicks that land before the button shows it is busy send nothing more.
    if (submitting.current) return;
    submitting.current = true;
    startSending(async () => {
      const result = await settleAction(
        () => props.create(undefined, { ...draft, excludeRisky }),
        wizardMessages.failed,
      ).finally(() => {
        submitting.current = false;
      });
      if (result.status === "success") {
        if (props.selectionKey) forgetHandedOffSelection(props.selectionKey);
        forgetWizardDraft(draftKey);
        setRestored(false);
        toastSuccess(result.message ?? wizardMessages.sent);
        setOpen(false);
        reset();
        router.replace("/campaigns", { scroll: false });
        router.refresh();
        return;
      }
      const fieldErrors = result.fieldErrors ?? {};
      setErrors(fieldErrors);
      const first = Object.keys(fieldErrors).map((k) => stepOf[k] ?? 3);
      if (first.length) setStep(Math.min(...first));
      const missing = ["name", "listId", "subject", "body"].some((k) => k in fieldErrors);
      const title = fromLeads
        ? missing
          ? wizardMessages.requiredFromLeads
          : wizardMessages.failedFromLeads
        : wizardMessages.failed;
      const detail = Object.values(fieldErrors)[0]?.[0] ?? result.message;
      toastError(title, detail && detail !== title ? { description: detail } : undefined);
    });
  }

  const stepBody = useFocusOnStep<HTMLDivElement>(step);

  // Enter in a field continues when the step is complete, as Continue does; on the last step it does
  // nothing, so a campaign is sent or scheduled only by its button.
  function continueOnEnter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!last && complete) setStep(step + 1);
  }

  const stepProps = { draft, update, errors };
  return (
    <OpenWizard.Provider value={() => setOpen(true)}>
      {props.children}
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <DialogContent size="xl">
          <DialogHeader>
            <DialogTitle>Create Campaign</DialogTitle>
            <DialogDescription>
              Step {step + 1} of {wizardSteps.length}: {wizardSteps[step]}
            </DialogDescription>
          </DialogHeader>
          <ol className="grid grid-cols-4 gap-2 text-xs" aria-label="Steps">
            {wizardSteps.map((name, i) => (
              <li
                key={name}
                aria-current={i === step ? "step" : undefined}
                className={
                  i <= step
                    ? "border-t-4 border-primary pt-1 font-medium"
                    : "border-t-4 border-border pt-1 text-muted-foreground"
                }
              >
                {name}
              </li>
            ))}
          </ol>
          {restored ? (
            <p
              role="status"
              className="flex flex-wrap items-center gap-x-2 rounded-md bg-muted px-3 py-2 text-sm"
            >
              This is the campaign you were writing; it has not been sent.
              <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={startOver}>
                Start over
              </Button>
            </p>
          ) : null}
          <form onSubmit={continueOnEnter} className="grid gap-4" noValidate>
            <div ref={stepBody}>
              {step === 0 ? (
                <WizardDetailsStep
                  {...stepProps}
                  lists={lists}
                  selectedCount={selectedCount}
                  selectionLost={Boolean(props.selectionKey) && adopted === null}
                />
              ) : step === 1 ? (
                <WizardChannelStep {...stepProps} />
              ) : step === 2 ? (
                <WizardMessageStep
                  {...stepProps}
                  excludeRisky={excludeRisky}
                  setExcludeRisky={setExcludeRisky}
                  preview={preview}
                  previewing={previewing}
                  reach={reach}
                  senderName={props.senderName}
                />
              ) : (
                <WizardScheduleStep {...stepProps} today={props.today} timeZone={props.timeZone} />
              )}
            </div>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                disabled={step === 0 || sending}
                onClick={() => setStep(step - 1)}
              >
                Back
              </Button>
              {last ? (
                <Button type="button" disabled={!complete} loading={sending} onClick={submit}>
                  {draft.scheduleType === "later" ? "Schedule Campaign" : "Send Campaign"}
                </Button>
              ) : (
                <Button type="submit" disabled={!complete}>
                  Continue
                </Button>
              )}
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </OpenWizard.Provider>
  );
}
