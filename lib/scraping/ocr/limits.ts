/** How long one image may be recognised before its worker is stopped; a dense legible page takes a few seconds here. */
export const OCR_TIME_LIMIT_MS = 30_000;

/** Recognitions at once per process, each on its own worker thread (the machines have two cores). */
export const OCR_WORKERS = 2;

/** Workers one workspace may hold at once in a process: another workspace's image never waits behind its backlog. */
export const OCR_WORKERS_PER_WORKSPACE = 1;
