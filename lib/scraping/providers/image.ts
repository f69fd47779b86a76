import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { contactsFromText } from "@/lib/scraping/ocr/contacts";
import { checkImage, ImageCheckError } from "@/lib/scraping/ocr/image-check";
import { OCR_TIME_LIMIT_MS } from "@/lib/scraping/ocr/limits";
import { OcrTimeoutError, OcrUnreadableError, recognize } from "@/lib/scraping/ocr/worker";
import { ProviderError, type ScrapeProvider } from "./types";

/**
 * The built-in image scraper (offline OCR): one lead per image, the text plus the emails, phones and
 * URLs in it. It runs in the job on the process's pooled tesseract workers, within a time budget; a
 * cancelled run stops its recognition. An image that cannot be read fails for good (`bad_input`): the
 * same bytes would fail the same way on a retry.
 */
const imageInput = z.object({});

const imageTooSlow = `The image took longer than ${OCR_TIME_LIMIT_MS / 1000} seconds to read and was stopped. Upload a smaller or sharper image.`;
const imageUnreadable =
  "The image could not be read: the file is damaged or incomplete. Upload a PNG, JPG, WebP or GIF image.";

export const imageProvider: ScrapeProvider<z.infer<typeof imageInput>> = {
  platform: "image-to-word",
  leadPlatform: "ocr",
  input: imageInput,
  unavailableReason: async () => null,
  async run(_input, context) {
    const upload = context.upload;
    try {
      await checkImage(upload?.bytes);
    } catch (error) {
      if (error instanceof ImageCheckError) throw new ProviderError("bad_input", error.message);
      throw error;
    }
    const image = upload!;
    await context.progress({
      unitsDone: 0,
      unitsTotal: 1,
      unitLabel: "images",
      message: "Reading the image",
    });
    let text: string;
    try {
      text = await recognize(image.bytes, { signal: context.signal, tenant: context.workspaceId });
    } catch (error) {
      if (context.signal.aborted) throw error; // the engine knows why: a cancel or the run's time limit
      if (error instanceof OcrTimeoutError)
        throw new ProviderError("bad_input", imageTooSlow, { cause: error });
      if (error instanceof OcrUnreadableError)
        throw new ProviderError("bad_input", imageUnreadable, { cause: error });
      throw new ProviderError("upstream", "The image reader could not start", { cause: error });
    }
    const lead = contactsFromText(text, image.name);
    const digest = createHash("sha256").update(image.bytes).digest("hex");
    await context.progress({ unitsDone: 1, unitsTotal: 1, unitLabel: "images", found: 1 });
    if (context.limit <= 0) return;
    await context.save([
      {
        externalId: `sha256:${digest}`,
        name: lead.emails[0] ?? lead.urls[0] ?? image.name,
        email: lead.emails[0] ?? null,
        phone: lead.phones[0] ?? null,
        url: lead.urls[0] ?? null,
        headline:
          lead.text
            .split("\n")
            .find((line) => line.trim())
            ?.slice(0, 200) ?? null,
        data: { ...lead },
      },
    ]);
  },
};
