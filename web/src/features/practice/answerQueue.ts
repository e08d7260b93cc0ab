import type { SaveAnswerInput } from '@ssb/domain';
import { ANSWER_GRACE_MS } from '@ssb/domain';
import { serverTime } from './serverClock';

/**
 * Answers that survive the network (docs/product/practice.md): every change is kept on the device
 * as it is typed, with when it was typed on the server's clock (serverClock.ts), and sent after a
 * pause in the typing, at once when its time runs out, and again whenever a send failed (a timer,
 * the browser's `online`, the next success). The server takes an answer typed within its time even
 * when it arrives late, so nothing typed in time is lost to a dropped connection or a reload.
 */

export type AnswerPart = SaveAnswerInput['part'];
export type AnswerValue = { text: string } | { choice: number };

export type KeptAnswer = {
  item: number;
  part: AnswerPart;
  text?: string;
  choice?: number;
  /** the latest change, on the server's clock (ISO) */
  typedAt: string;
  /** its time ran out while it was still being typed (and before it was saved) */
  cutShort?: boolean;
  /** bumped by every change: a save answered for an older one leaves the newer one to send */
  version: number;
  /** unsent: on the device only; saved: the server has this version; refused: the server will not take it (typed after its time) */
  state: 'unsent' | 'saved' | 'refused';
};

/** What one send came to: taken, refused for good (409: typed after its time, or the attempt locked), or to be tried again. */
export type SendResult = 'saved' | 'refused' | 'failed';
export type Sender = (answer: SaveAnswerInput) => Promise<SendResult>;

export type QueueStatus = {
  /** answers typed on this device and not yet taken by the server */
  unsent: number;
  /** the last send could not reach the server (or the browser says it is offline) */
  offline: boolean;
  /** the connection came back and every answer was then taken */
  reconnected: boolean;
};

/** Typing pauses this long before the answer is sent. */
export const SEND_AFTER_MS = 700;
/** A keystroke this close to the end of the time, unsaved when the time ran out: the answer was cut short. */
export const CUT_SHORT_MS = ANSWER_GRACE_MS;
const RETRY_MS = [2_000, 4_000, 8_000, 15_000] as const;

const keyOf = (item: number, part: AnswerPart) => `${item}:${part}`;
export const storageKey = (attemptId: string) => `ssb:practice-answers:${attemptId}`;

/**
 * The cut-short rule: the time ran out at `closesAt` while the answer was unsaved and its latest
 * keystroke came in the last CUT_SHORT_MS before it. A choice is never cut short.
 */
export function isCutShort(answer: Pick<KeptAnswer, 'typedAt' | 'state' | 'text'>, closesAt: number): boolean {
  if (answer.state !== 'unsent' || answer.text === undefined) return false;
  const typed = Date.parse(answer.typedAt);
  return typed <= closesAt && closesAt - typed <= CUT_SHORT_MS;
}

/** The request that saves a kept answer. */
export function requestOf(answer: KeptAnswer): SaveAnswerInput {
  return {
    item: answer.item,
    part: answer.part,
    ...(answer.choice !== undefined ? { choice: answer.choice } : { text: answer.text ?? '' }),
    typedAt: answer.typedAt,
    ...(answer.cutShort ? { cutShort: true } : {}),
  };
}

type Options = {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** the server's time now, ms */
  now?: () => number;
  online?: () => boolean;
};

export class AnswerQueue {
  private answers = new Map<string, KeptAnswer>();
  private listeners = new Set<() => void>();
  private pauseTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  private sending: Promise<void> | null = null;
  private again = false;
  private failed = false;
  private wasOffline = false;
  private snapshot: QueueStatus = { unsent: 0, offline: false, reconnected: false };
  private readonly storage: Options['storage'];
  private readonly now: () => number;
  private readonly online: () => boolean;

  constructor(
    readonly attemptId: string,
    private readonly send: Sender,
    options: Options = {},
  ) {
    this.storage = options.storage === undefined ? safeLocalStorage() : options.storage;
    this.now = options.now ?? (() => serverTime());
    this.online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    for (const answer of this.read()) this.answers.set(keyOf(answer.item, answer.part), answer);
    this.update();
  }

  /** What this device holds for an answer (the latest typed here), if anything. */
  get(item: number, part: AnswerPart): KeptAnswer | undefined {
    return this.answers.get(keyOf(item, part));
  }

  /** Every answer this device holds. */
  all(): KeptAnswer[] {
    return [...this.answers.values()];
  }

  /** A keystroke (or a choice): kept at once, sent after a pause (a choice at once). */
  type(item: number, part: AnswerPart, value: AnswerValue): void {
    const key = keyOf(item, part);
    const before = this.answers.get(key);
    const answer: KeptAnswer = {
      item,
      part,
      ...value,
      typedAt: new Date(this.now()).toISOString(),
      version: (before?.version ?? 0) + 1,
      state: 'unsent',
    };
    this.answers.set(key, answer);
    this.write();
    this.update();
    clearTimeout(this.pauseTimer);
    if ('choice' in value) void this.flush();
    else this.pauseTimer = setTimeout(() => void this.flush(), SEND_AFTER_MS);
  }

  /**
   * The time of these items ran out at `closesAt` (server's clock): an answer still being typed is
   * marked cut short (isCutShort), and everything unsent goes at once.
   */
  timeUp(items: readonly number[], closesAt: number): Promise<void> {
    const closing = new Set(items);
    let changed = false;
    for (const answer of this.answers.values()) {
      if (closing.has(answer.item) && !answer.cutShort && isCutShort(answer, closesAt)) {
        answer.cutShort = true;
        changed = true;
      }
    }
    if (changed) this.write();
    return this.flush();
  }

  /** Sends every unsent answer, one after another; stops at the first failure and tries again later. */
  flush(): Promise<void> {
    clearTimeout(this.pauseTimer);
    if (this.sending) {
      this.again = true;
      return this.sending;
    }
    this.sending = this.sendAll().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  /** The connection is back (the browser's `online`): try at once. */
  reconnect(): Promise<void> {
    this.retries = 0;
    return this.flush();
  }

  /** The attempt is over and all is saved: forget it on the device. */
  forgetIfSaved(): void {
    if (this.all().some((a) => a.state === 'unsent')) return;
    this.storage?.removeItem(storageKey(this.attemptId));
  }

  status(): QueueStatus {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Stops the timers (the screen closed). Kept answers stay on the device. */
  dispose(): void {
    clearTimeout(this.pauseTimer);
    clearTimeout(this.retryTimer);
  }

  private async sendAll(): Promise<void> {
    do {
      this.again = false;
      for (const answer of [...this.answers.values()]) {
        if (answer.state !== 'unsent') continue;
        const version = answer.version;
        let result: SendResult;
        try {
          result = await this.send(requestOf(answer));
        } catch {
          result = 'failed';
        }
        if (result === 'failed') {
          this.failed = true;
          this.wasOffline = true;
          this.update();
          this.scheduleRetry();
          return;
        }
        this.failed = false;
        this.retries = 0;
        const now = this.answers.get(keyOf(answer.item, answer.part));
        if (now && now.version === version) now.state = result;
        this.write();
        this.update();
      }
    } while (this.again);
    this.update();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    const wait = RETRY_MS[Math.min(this.retries, RETRY_MS.length - 1)];
    this.retries += 1;
    this.retryTimer = setTimeout(() => void this.flush(), wait);
  }

  private update(): void {
    const unsent = this.all().filter((a) => a.state === 'unsent').length;
    const offline = (this.failed && unsent > 0) || !this.online();
    const reconnected = !offline && unsent === 0 && this.wasOffline;
    const before = this.snapshot;
    if (before.unsent === unsent && before.offline === offline && before.reconnected === reconnected) return;
    this.snapshot = { unsent, offline, reconnected };
    for (const listener of this.listeners) listener();
  }

  /** The "connection back" note was shown: do not show it again until the next time offline. */
  acknowledgeReconnected(): void {
    this.wasOffline = false;
    this.update();
  }

  /** The browser's online/offline events: the banner follows them at once. */
  connectivityChanged(): void {
    if (!this.online()) this.wasOffline = true;
    this.update();
  }

  private read(): KeptAnswer[] {
    try {
      const raw = this.storage?.getItem(storageKey(this.attemptId));
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as KeptAnswer[]).filter((a) => typeof a?.item === 'number' && typeof a.part === 'string') : [];
    } catch {
      return [];
    }
  }

  private write(): void {
    try {
      this.storage?.setItem(storageKey(this.attemptId), JSON.stringify(this.all()));
    } catch {
      // Storage full or refused (private mode): the answers are still in memory and sent as usual.
    }
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
