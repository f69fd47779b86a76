/**
 * Retries of a scrape run's job after its first attempt. Its own module: the job and the run table's
 * row adapter both read it while they load, and they import each other.
 */
export const SCRAPE_RETRY_LIMIT = 2;
