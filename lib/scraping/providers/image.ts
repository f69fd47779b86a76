import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { contactsFromText } from "@/lib/scraping/ocr/contacts";
import { checkImage, ImageCheckError } from "@/lib/scraping/ocr/image-check";
import { recognize } from "@/lib/scraping/ocr/worker";
import { ProviderError, type ScrapeProvider } from "./types";

/**
 * The built-in image scraper (offline OCR): one lead per image, the text plus the emails, phones and
 * URLs in it. It runs in the job, on the process's one reused tesseract worker.
 */
const imageInput = z.object({});

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
    await context.progress({ unitsDone: 0, unitsTotal: 1, unitLabel: "images", message: "Reading the image" });
    if (context.signal.aborted) return;
    let text: string;
    try {
      text = await recognize(image.bytes);
    } catch (error) {
      throw new ProviderError("upstream", "The image could not be read", { cause: error });
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
        headline: lead.text.split("\n").find((line) => line.trim())?.slice(0, 200) ?? null,
        data: { ...lead },
      },
    ]);
  },
};
