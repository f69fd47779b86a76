"use client";

import { useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { useFocusOnStep } from "@/components/ui/use-focus-on-step";
import { leadMessages } from "@/lib/leads/messages";
import type { ImportMapping } from "@/lib/leads/import/mapping/validations";
import { CONNECTION_LOST } from "@/lib/server/settle-action";
import { toastError, toastSuccess } from "@/lib/toast";
import { checkCsvFile, csvAccept, csvFileMessages } from "./csv-file-check";
import { parseUploadBody } from "./upload-body";
import { readServerMessage, sendWithUploadProgress, UploadConnectionLost } from "./upload-request";
import { MappedUploadReport, type MappedUploadSummary } from "./mapped-upload-report";
import type { LegacyEncoding } from "@/lib/import/code-pages";
import { type MappingPreview, requestPreview } from "./mapping-requests";
import { MappingStep } from "./mapping-step";

type MapStep = {
  step: "map";
  file: File;
  preview: MappingPreview;
  mapping: ImportMapping;
  refreshing: boolean;
};
type Step =
  | { step: "choose"; error: string | null; reading?: boolean }
  | MapStep
  | { step: "uploading"; percent: number }
  | { step: "done"; result: MappedUploadSummary };

const columnsSchema = z.object({
  data: z.object({ columns: z.object({ custom: z.array(z.string()), dropped: z.array(z.string()) }) }),
});

/** Upload Leads: choose a file → map its columns (with a preview) → import with progress → the report. */
export function UploadLeadsFlow({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const [state, setState] = useState<Step>({ step: "choose", error: null });
  const latest = useRef(0);
  const stepBox = useFocusOnStep<HTMLDivElement>(state.step);

  async function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.name === "")
      return setState({ step: "choose", error: csvFileMessages.not_csv });
    const problem = checkCsvFile(file);
    if (problem) return setState({ step: "choose", error: csvFileMessages[problem] });
    setState({ step: "choose", error: null, reading: true });
    const outcome = await requestPreview(file);
    if (!outcome.ok) return setState({ step: "choose", error: outcome.message });
    setState({
      step: "map",
      file,
      preview: outcome.value,
      mapping: outcome.value.mapping,
      refreshing: false,
    });
  }

  /**
   * The preview again: for the user's `mapping`, or without one the columns guessed again (another code page
   * can change the headers themselves).
   */
  async function refresh(file: File, codePage: LegacyEncoding | null, mapping?: ImportMapping) {
    const ticket = ++latest.current;
    setState((s) => (s.step === "map" ? { ...s, mapping: mapping ?? s.mapping, refreshing: true } : s));
    const outcome = await requestPreview(file, mapping, codePage);
    if (ticket !== latest.current) return;
    if (!outcome.ok) toastError(outcome.message);
    setState((s) =>
      s.step !== "map"
        ? s
        : outcome.ok
          ? { ...s, refreshing: false, preview: outcome.value, mapping: mapping ?? outcome.value.mapping }
          : { ...s, refreshing: false },
    );
  }

  async function upload(map: MapStep) {
    const { file, mapping } = map;
    const codePage = map.preview.codePage;
    const body = new FormData();
    body.append("mapping", JSON.stringify(mapping));
    if (codePage) body.append("codePage", codePage);
    body.append("file", file, file.name);
    setState({ step: "uploading", percent: 0 });
    try {
      const response = await sendWithUploadProgress("/api/leads/upload", body, (percent) =>
        setState({ step: "uploading", percent }),
      );
      const result = response.status < 300 ? parseUploadBody(response.body) : null;
      if (!result) {
        const message = readServerMessage(response.body) ?? leadMessages.uploadFailed;
        setState({ step: "choose", error: message });
        return toastError(message);
      }
      const columns = columnsSchema.safeParse(response.body);
      setState({
        step: "done",
        result: { ...result, columns: columns.success ? columns.data.data.columns : undefined },
      });
      if (result.imported > 0) toastSuccess(leadMessages.uploaded(result.imported));
      router.refresh();
    } catch (error) {
      if (error instanceof UploadConnectionLost) {
        // Nothing was wrong with the file: the mapping step again, to import once the connection is back.
        setState({ ...map, refreshing: false });
        return toastError(CONNECTION_LOST);
      }
      setState({ step: "choose", error: leadMessages.uploadFailed });
      toastError(leadMessages.uploadFailed);
    }
  }

  function content() {
    if (state.step === "map")
      return (
        <MappingStep
          fileName={state.file.name}
          preview={state.preview}
          mapping={state.mapping}
          refreshing={state.refreshing}
          onMappingChange={(mapping) => void refresh(state.file, state.preview.codePage, mapping)}
          onCodePageChange={(codePage) => void refresh(state.file, codePage)}
          onBack={() => setState({ step: "choose", error: null })}
          onImport={() => void upload(state)}
        />
      );

    if (state.step === "done")
      return (
        <>
          <MappedUploadReport result={state.result} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setState({ step: "choose", error: null })}>
              Upload another file
            </Button>
            <Button type="button" onClick={onClose} data-step-focus>
              Done
            </Button>
          </DialogFooter>
        </>
      );

    if (state.step === "uploading")
      return (
        <div className="grid gap-1.5">
          <Progress value={state.percent < 100 ? state.percent : null} label="Upload progress" />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {state.percent < 100 ? `Uploading... ${state.percent}%` : "Importing leads..."}
          </p>
        </div>
      );

    return (
      <form onSubmit={choose} className="grid gap-4" noValidate>
        <Field label="CSV file" htmlFor="upload-leads-file" errors={state.error ? [state.error] : undefined}>
          <Input
            name="file"
            type="file"
            accept={csvAccept}
            disabled={state.reading}
            className="h-auto py-1.5"
          />
        </Field>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={state.reading}>
            Next: map columns
          </Button>
        </DialogFooter>
      </form>
    );
  }

  return (
    <div ref={stepBox} className="contents">
      {content()}
    </div>
  );
}
