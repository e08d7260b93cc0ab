import type { SaveAnswerInput } from '@ssb/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerQueue, isCutShort, SEND_AFTER_MS, storageKey, type SendResult } from './answerQueue';
import { anchorOf, noteServerTime, resetServerClock, serverTime, serverTimeBy } from './serverClock';

const T0 = Date.parse('2031-03-01T10:00:00.000Z');

/** A queue on a clock the test moves, sending through `results` (one per send, then 'saved'). */
function aQueue(results: SendResult[] = [], { online = true } = {}) {
  let now = T0;
  const sent: SaveAnswerInput[] = [];
  const send = vi.fn(async (answer: SaveAnswerInput) => {
    sent.push(answer);
    return results.shift() ?? 'saved';
  });
  const state = { online };
  const queue = new AnswerQueue('att1', send, { storage: localStorage, now: () => now, online: () => state.online });
  return {
    queue,
    sent,
    send,
    state,
    tick: async (ms: number) => {
      now += ms;
      await vi.advanceTimersByTimeAsync(ms);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('serverTime', () => {
  it('counts from the server time of the latest answer by the monotonic clock, not the phone\u2019s wall clock', () => {
    const anchor = anchorOf('2031-03-01T10:00:00.000Z', 5_000);
    expect(serverTimeBy(anchor, 5_000)).toBe(T0);
    expect(serverTimeBy(anchor, 12_500)).toBe(T0 + 7_500);
    noteServerTime('2031-03-01T10:00:00.000Z', performance.now());
    vi.setSystemTime(new Date('1999-01-01T00:00:00Z'));
    expect(Math.abs(serverTime() - T0)).toBeLessThan(1_000);
  });
});

describe('AnswerQueue', () => {
  it('keeps every keystroke on the device and sends the answer after a 0.7 s pause, with when it was typed', async () => {
    const { queue, sent, tick } = aQueue();
    queue.type(3, 'answer', { text: 'Helped' });
    await tick(300);
    queue.type(3, 'answer', { text: 'Helped him' });
    expect(JSON.parse(localStorage.getItem(storageKey('att1'))!)).toMatchObject([{ item: 3, part: 'answer', text: 'Helped him', state: 'unsent' }]);
    await tick(SEND_AFTER_MS - 1);
    expect(sent).toEqual([]);
    await tick(1);
    expect(sent).toEqual([{ item: 3, part: 'answer', text: 'Helped him', typedAt: new Date(T0 + 300).toISOString() }]);
    expect(queue.status()).toEqual({ unsent: 0, offline: false, reconnected: false });
  });

  it('sends a choice at once', async () => {
    const { queue, sent, tick } = aQueue();
    queue.type(0, 'answer', { choice: 2 });
    await tick(0);
    expect(sent).toEqual([{ item: 0, part: 'answer', choice: 2, typedAt: new Date(T0).toISOString() }]);
  });

  it('keeps an answer that could not be sent, says it is offline, and sends it when the connection is back', async () => {
    const { queue, sent, tick, state } = aQueue(['failed', 'failed']);
    queue.type(1, 'write', { text: 'A story' });
    await tick(SEND_AFTER_MS);
    expect(queue.status()).toMatchObject({ unsent: 1, offline: true });
    state.online = false;
    queue.connectivityChanged();
    await tick(2_000); // the retry timer: fails again
    expect(sent).toHaveLength(2);
    state.online = true;
    await queue.reconnect();
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual({ item: 1, part: 'write', text: 'A story', typedAt: new Date(T0).toISOString() });
    expect(queue.status()).toEqual({ unsent: 0, offline: false, reconnected: true });
    queue.acknowledgeReconnected();
    expect(queue.status().reconnected).toBe(false);
  });

  it('restores unsent answers after a reload and sends them', async () => {
    const first = aQueue(['failed']);
    first.queue.type(2, 'answer', { text: 'Typed before the reload' });
    await first.tick(SEND_AFTER_MS);
    first.queue.dispose();
    const again = aQueue();
    expect(again.queue.get(2, 'answer')).toMatchObject({ text: 'Typed before the reload', state: 'unsent' });
    await again.queue.flush();
    expect(again.sent).toEqual([{ item: 2, part: 'answer', text: 'Typed before the reload', typedAt: new Date(T0).toISOString() }]);
    again.queue.forgetIfSaved();
    expect(localStorage.getItem(storageKey('att1'))).toBeNull();
  });

  it('marks an answer cut short when its time runs out within 2 s of a keystroke not yet saved, and sends it at once', async () => {
    const { queue, sent, tick } = aQueue();
    queue.type(4, 'answer', { text: 'Still writing' });
    await tick(500);
    await queue.timeUp([4], T0 + 1_900);
    expect(sent).toEqual([{ item: 4, part: 'answer', text: 'Still writing', typedAt: new Date(T0).toISOString(), cutShort: true }]);
  });

  it('does not mark cut short an answer saved already, typed long before the end, or a choice', () => {
    const end = T0 + 10_000;
    expect(isCutShort({ typedAt: new Date(end - 2_500).toISOString(), state: 'unsent', text: 'x' }, end)).toBe(false);
    expect(isCutShort({ typedAt: new Date(end - 500).toISOString(), state: 'saved', text: 'x' }, end)).toBe(false);
    expect(isCutShort({ typedAt: new Date(end - 500).toISOString(), state: 'unsent' }, end)).toBe(false);
    expect(isCutShort({ typedAt: new Date(end - 2_000).toISOString(), state: 'unsent', text: 'x' }, end)).toBe(true);
  });

  it('drops an answer the server refuses (typed after its time) and goes on with the rest', async () => {
    const { queue, sent, tick } = aQueue(['refused']);
    queue.type(0, 'answer', { text: 'late' });
    queue.type(1, 'answer', { text: 'in time' });
    await tick(SEND_AFTER_MS);
    expect(sent.map((a) => a.item)).toEqual([0, 1]);
    expect(queue.get(0, 'answer')?.state).toBe('refused');
    expect(queue.get(1, 'answer')?.state).toBe('saved');
    expect(queue.status().unsent).toBe(0);
  });

  it('sends again a newer version typed while the older one was on its way', async () => {
    let release: (r: SendResult) => void = () => {};
    const sent: SaveAnswerInput[] = [];
    const queue = new AnswerQueue(
      'att1',
      (answer) => {
        sent.push(answer);
        return sent.length === 1 ? new Promise<SendResult>((resolve) => (release = resolve)) : Promise.resolve('saved');
      },
      { storage: null, now: () => T0 },
    );
    queue.type(0, 'answer', { text: 'one' });
    const first = queue.flush();
    queue.type(0, 'answer', { text: 'one two' });
    void queue.flush();
    release('saved');
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((a) => a.text)).toEqual(['one', 'one two']);
    expect(queue.get(0, 'answer')?.state).toBe('saved');
  });
});
