"use client";

import { useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { leadMessages } from "@/lib/leads/messages";
import { toastError, toastSuccess } from "@/lib/toast";
import { checkCsvFile, csvAccept, csvFileMessages } from "./csv-file-check";
import { parseUploadBody } from "./upload-body";
import { readServerMessage, sendWithUploadProgress } from "./upload-request";
import { UploadResult, type UploadSummary } from "./upload-result";

const uploadFailed = leadMessages.uploadFailed;

type UploadState =
  | { step: "choose"; error: string | null }
  | { step: "uploading"; percent: number }
  | { step: "done"; result: UploadSummary };

export function UploadLeadsDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<UploadState>({ step: "choose", error: null });
  const abort = useRef<AbortController | null>(null);

  function changeOpen(next: boolean) {
    if (!next) abort.current?.abort();
    setOpen(next);
    if (next) setState({ step: "choose", error: null });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.name === "") {
      setState({ step: "choose", error: csvFileMessages.not_csv });
      return;
    }
    const problem = checkCsvFile(file);
    if (problem) {
      setState({ step: "choose", error: csvFileMessages[problem] });
      return;
    }
    const body = new FormData();
    body.append("file", file, file.name);
    abort.current = new AbortController();
    setState({ step: "uploading", percent: 0 });
    try {
      const response = await sendWithUploadProgress(
        "/api/leads/upload",
        body,
        (percent) => setState({ step: "uploading", percent }),
        abort.current.signal,
      );
      const result = response.status < 300 ? parseUploadBody(response.body) : null;
      if (!result) {
        const message = readServerMessage(response.body) ?? uploadFailed;
        setState({ step: "choose", error: message });
        toastError(message);
        return;
      }
      setState({ step: "done", result });
      if (result.imported > 0) toastSuccess(leadMessages.uploaded(result.imported));
      router.refresh();
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setState({ step: "choose", error: uploadFailed });
      toastError(uploadFailed);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Upload Leads
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Upload Leads</DialogTitle>
          <DialogDescription>
            A CSV file with a header row and at least the columns name and company; email and phone are
            optional. Rows without a name or company are skipped. Up to 50 MB.
          </DialogDescription>
        </DialogHeader>
        {state.step === "done" ? (
          <>
            <UploadResult result={state.result} />
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => setState({ step: "choose", error: null })}
              >
                Upload another file
              </Button>
              <Button type="button" onClick={() => changeOpen(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <Field
              label="CSV file"
              htmlFor="upload-leads-file"
              errors={state.step === "choose" && state.error ? [state.error] : undefined}
            >
              <Input
                name="file"
                type="file"
                accept={csvAccept}
                disabled={state.step === "uploading"}
                className="h-auto py-1.5"
              />
            </Field>
            {state.step === "uploading" ? (
              <div className="grid gap-1.5">
                <Progress value={state.percent < 100 ? state.percent : null} label="Upload progress" />
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {state.percent < 100 ? `Uploading... ${state.percent}%` : "Importing leads..."}
                </p>
              </div>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={state.step === "uploading"}>
                Upload
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
