"use client";

import { Select } from "@/components/ui/select";
import { codePageLabel, legacyEncodings, type LegacyEncoding } from "@/lib/import/code-pages";

/**
 * For a file that is not UTF-8: which code page it was read in (detected, or chosen here), and the choice of
 * another when the preview's letters look wrong.
 */
export function CodePageChoice({
  codePage,
  disabled,
  onChange,
}: {
  codePage: LegacyEncoding;
  disabled: boolean;
  onChange: (codePage: LegacyEncoding) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="mapping-code-page" className="text-sm font-medium">
        Read the file as
      </label>
      <Select
        id="mapping-code-page"
        value={codePage}
        disabled={disabled}
        aria-describedby="mapping-read-as"
        onChange={(e) => onChange(e.target.value as LegacyEncoding)}
      >
        {legacyEncodings.map((encoding) => (
          <option key={encoding} value={encoding}>
            {codePageLabel(encoding)}
          </option>
        ))}
      </Select>
      <p id="mapping-read-as" className="text-sm text-muted-foreground" data-testid="mapping-read-as">
        This file is not UTF-8; it was read as {codePageLabel(codePage)}, the encoding Excel gives a plain CSV
        in that language. If letters in the preview look wrong, choose the file&apos;s language here, or save
        it as &ldquo;CSV UTF-8&rdquo; and upload it again.
      </p>
    </div>
  );
}
