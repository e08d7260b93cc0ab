import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { sameVersions, type VersionReader, type Versions } from './versions';

/** One cached answer: its text and, once a client asked for them, the same text compressed. */
export class CachedText {
  private gzipped: Buffer | undefined;
  private brotli: Buffer | undefined;
  /** Size of the text in bytes (UTF-8). */
  readonly bytes: number;

  constructor(
    readonly text: string,
    /** null: made for one request, not kept */
    readonly versions: Versions | null,
    /** 9 for answers kept and sent many times; lower for one made for a single request */
    private readonly brotliQuality = 9,
  ) {
    this.bytes = Buffer.byteLength(text);
  }

  /** Compressed once per cached answer instead of once per request. */
  get gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.text, { level: 6 }));
  }

  get br(): Buffer {
    return (this.brotli ??= brotliCompressSync(this.text, { params: { [zlib.BROTLI_PARAM_QUALITY]: this.brotliQuality } }));
  }
}

export type FreshCacheOptions = {
  /** the app's clock (tests move it): an answer older than maxAgeMs by this clock is made again */
  now: () => Date;
  /** answers that show the time (what is still bookable, which discussion opens) age out */
  maxAgeMs: number;
  maxEntries: number;
  /** the answers' texts together, in UTF-8 bytes (their compressed copies add about a fifth); FRESH_CACHE_MAX_BYTES unless said */
  maxBytes?: number;
  /** brotli quality of the answers kept (CachedText's default unless said) */
  brotliQuality?: number;
};

/**
 * Bytes of text one cache keeps at most: the entry count alone does not bound memory, as one answer
 * can be megabytes (a page of 100 full articles) and anyone can ask for many different ones.
 */
export const FRESH_CACHE_MAX_BYTES = 16 * 1024 * 1024;

type Entry = { value: CachedText; at: number };
type Flight = { result: Promise<CachedText | null>; startedAt: number };
/** What a computation made: its text and the versions it shows, or null for "no answer" (not cached). */
export type Computed = { text: string; versions: Versions | null } | null;

/**
 * A read cache that never serves an answer older than the last write that changes it
 * (docs/decisions/018-fresh-caches.md). Each answer carries the versions of the content topics it
 * shows, read in the same snapshot as its data; a request reuses it only when the topics' current
 * versions, read after the request arrived, are still those. Writes that change other topics, and
 * refused requests, leave it in place.
 */
export class FreshCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private sequence = 0;
  private bytes = 0;

  constructor(
    private readonly versions: VersionReader,
    private readonly options: FreshCacheOptions,
  ) {}

  /**
   * The current answer for `key`: the cached one if its topics did not change, else `compute()`'s
   * (its text and the versions it was made at; an answer without versions is not kept).
   * Concurrent misses of one key share a computation when it started after they arrived, or when
   * its versions are still current.
   */
  async answer(key: string, compute: () => Promise<Computed>): Promise<CachedText | null> {
    const arrived = ++this.sequence;
    const now = this.options.now().getTime();
    const entry = this.entries.get(key);
    if (entry && Math.abs(now - entry.at) < this.options.maxAgeMs) {
      const versions = entry.value.versions!;
      const current = await this.versions.read(Object.keys(versions));
      if (sameVersions(versions, current) && this.entries.get(key) === entry) {
        this.touch(key, entry);
        return entry.value;
      }
    }
    const flight = this.flights.get(key);
    if (flight) {
      const value = await flight.result;
      if (flight.startedAt > arrived) return value;
      if (value?.versions && sameVersions(value.versions, await this.versions.read(Object.keys(value.versions)))) return value;
      // Something it shows changed: share a newer computation if one started after this request came.
      const newer = this.flights.get(key);
      if (newer && newer.startedAt > arrived) return newer.result;
    }
    return this.compute(key, compute);
  }

  private compute(key: string, compute: () => Promise<Computed>): Promise<CachedText | null> {
    const at = this.options.now().getTime();
    const flight: Flight = {
      startedAt: ++this.sequence,
      result: compute().then((computed) => {
        if (!computed) return null;
        const value = new CachedText(computed.text, computed.versions, this.options.brotliQuality);
        const maxBytes = this.options.maxBytes ?? FRESH_CACHE_MAX_BYTES;
        // An answer larger than the whole budget is not kept (nor does it push the others out).
        if (!computed.versions || value.bytes > maxBytes) return value;
        this.remove(key);
        this.entries.set(key, { value, at });
        this.bytes += value.bytes;
        while (this.entries.size > this.options.maxEntries || this.bytes > maxBytes) this.remove(this.entries.keys().next().value!);
        return value;
      }),
    };
    this.flights.set(key, flight);
    const done = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    flight.result.then(done, done);
    return flight.result;
  }

  /** The current versions of `topics`, read with other requests' (see VersionReader). */
  versionsOf(topics: readonly string[]): Promise<Versions> {
    return this.versions.read(topics);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.value.bytes;
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
