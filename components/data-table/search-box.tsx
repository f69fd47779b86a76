"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useUrlUpdate } from "./use-url-update";

export type SearchBoxProps = {
  query: string;
  /** The URL key holding the term ("q" for the tables, "dq" in the list-detail modal). */
  param?: string;
  value: string;
  label: string;
  placeholder: string;
  delayMs?: number;
};

/** Debounced search: the term goes into the URL and the server filters; typing never adds history entries. */
export function SearchBox({ query, param = "q", value, label, placeholder, delayMs = 350 }: SearchBoxProps) {
  const id = useId();
  const { update, pending } = useUrlUpdate(query);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed under us (back button, Clear All): show what it says.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function change(next: string) {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (next.trim() !== value) update({ [param]: next.trim() }, "replace");
    }, delayMs);
  }

  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        className="pr-9 pl-9"
      />
      {pending ? (
        <span className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
          <Spinner label="Searching" />
        </span>
      ) : null}
    </div>
  );
}
