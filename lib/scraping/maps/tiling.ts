import {
  PLACES_PAGE_SIZE,
  PLACES_QUERY_CAP,
  type Place,
  type PlacesPage,
  type Rectangle,
} from "./places-client";

/**
 * Past the per-query cap: Text Search returns at most 60 places for one query. The whole viewport is
 * queried first, so an area with few or no matches costs one query; when it comes back full it splits
 * into a grid sized to the request (`locationRestriction` rectangles), each tile is queried, a full
 * tile splits again, and the run stops at the requested count, when every tile is exhausted, or at
 * its call budget. Tiles are disjoint, so a tile that is not full adds only new places; a full tile
 * is split only once the unsplit tiles have been read (its children repeat part of what it returned).
 * A page with no places ends its query, whatever token it carries.
 */
export type Tile = { rect: Rectangle; depth: number };

export type TilingState = {
  v: 1;
  viewport: Rectangle;
  /** Tiles still to query, in order. */
  queue: Tile[];
  /** Tiles that came back full, split when the queue runs out. */
  full: Tile[];
  tilesDone: number;
  calls: number;
  /** Rows and columns the whole viewport splits into when it comes back full (absent in older checkpoints, whose first tiles were the grid). */
  grid?: number;
};

export type TilingOutcome = "limit" | "exhausted" | "max_calls";

/** Longitudes east of `low`, so a viewport across the antimeridian splits like any other. */
function span(rect: Rectangle) {
  const west = rect.low.longitude;
  const east = rect.high.longitude < west ? rect.high.longitude + 360 : rect.high.longitude;
  return { south: rect.low.latitude, north: rect.high.latitude, west, east };
}

const wrap = (longitude: number) => (longitude > 180 ? longitude - 360 : longitude);

function cell(b: ReturnType<typeof span>, rows: number, cols: number, r: number, c: number): Rectangle {
  const lat = (b.north - b.south) / rows;
  const lng = (b.east - b.west) / cols;
  return {
    low: { latitude: b.south + r * lat, longitude: wrap(b.west + c * lng) },
    high: {
      latitude: r === rows - 1 ? b.north : b.south + (r + 1) * lat,
      longitude: wrap(c === cols - 1 ? b.east : b.west + (c + 1) * lng),
    },
  };
}

function grid(rect: Rectangle, rows: number, cols: number): Rectangle[] {
  const b = span(rect);
  const out: Rectangle[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push(cell(b, rows, cols, r, c));
  return out;
}

function gridSize(limit: number, cap: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(Math.ceil(limit / cap))));
}

/** As many tiles as the requested count would fill at one query's cap, as a square grid. */
export function initialTiles(viewport: Rectangle, limit: number, cap = PLACES_QUERY_CAP): Tile[] {
  const n = gridSize(limit, cap);
  return grid(viewport, n, n).map((rect) => ({ rect, depth: 0 }));
}

export function splitTile(tile: Tile): Tile[] {
  return grid(tile.rect, 2, 2).map((rect) => ({ rect, depth: tile.depth + 1 }));
}

/** The whole viewport as one tile, to be split into a grid for `limit` places if it comes back full. */
export function newTilingState(viewport: Rectangle, limit: number): TilingState {
  const n = Math.max(2, gridSize(limit, PLACES_QUERY_CAP));
  return { v: 1, viewport, queue: [{ rect: viewport, depth: 0 }], full: [], tilesDone: 0, calls: 0, grid: n };
}

function split(state: TilingState, tile: Tile): Tile[] {
  if (tile.depth > 0 || !state.grid) return splitTile(tile);
  return grid(tile.rect, state.grid, state.grid).map((rect) => ({ rect, depth: 1 }));
}

export function tilesPlanned(state: TilingState): number {
  return (
    state.tilesDone + state.queue.length + state.full.reduce((n, tile) => n + split(state, tile).length, 0)
  );
}

/**
 * The Places calls a run of `limit` places may make: the area lookup, the whole area's first query
 * (up to 3 pages), then two query pages for every page of places paid for. A run that has not found
 * its count by then stops with what it saved, so no run costs more calls than its reservation covers.
 */
export function callBudget(limit: number): number {
  return 1 + PLACES_QUERY_CAP / PLACES_PAGE_SIZE + 2 * Math.ceil(limit / PLACES_PAGE_SIZE);
}

export type TilingOptions = {
  state: TilingState;
  /** One Text Search page inside the tile. */
  search(tile: Rectangle, pageToken: string | undefined): Promise<PlacesPage>;
  /** Hands a page's places on; resolves true once the requested count is reached. */
  deliver(places: Place[]): Promise<boolean>;
  /** After each tile (state is safe to persist: a restart resumes from the next tile). */
  onTileDone?(state: TilingState): Promise<void>;
  /** Before each call, with the call counted: persisted, the budget holds across restarts (a restart re-reads the current tile). */
  beforeCall?(state: TilingState): Promise<void>;
  cap?: number;
  /** A tile is not split past this depth (many places at one address). */
  maxDepth?: number;
  maxCalls?: number;
};

export async function runTiling(options: TilingOptions): Promise<TilingOutcome> {
  const { state, cap = PLACES_QUERY_CAP, maxDepth = 8, maxCalls = 400 } = options;
  for (;;) {
    if (!state.queue.length) {
      if (!state.full.length) return "exhausted";
      state.queue = state.full.flatMap((tile) => split(state, tile));
      state.full = [];
    }
    const tile = state.queue[0] as Tile;
    let returned = 0;
    let pageToken: string | undefined;
    do {
      if (state.calls >= maxCalls) return "max_calls";
      state.calls++;
      await options.beforeCall?.(state);
      const page = await options.search(tile.rect, pageToken);
      const count = page.places.length + page.dropped;
      returned += count;
      pageToken = count > 0 ? page.nextPageToken : undefined;
      if (await options.deliver(page.places)) return "limit";
    } while (pageToken && returned < cap);
    state.queue.shift();
    state.tilesDone++;
    if ((returned >= cap || pageToken) && tile.depth < maxDepth) state.full.push(tile);
    await options.onTileDone?.(state);
  }
}
