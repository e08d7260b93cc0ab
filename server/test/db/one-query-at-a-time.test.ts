import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { oneQueryAtATime } from '../../src/db/one-query-at-a-time';
import { createTestContext, type TestContext } from '../support/context';

/** A client whose queries answer when the test says so, recording when each was sent. */
function recordingClient() {
  const sent: string[] = [];
  const answers: (() => void)[] = [];
  const client = {
    query: (text: string) => {
      sent.push(text);
      return new Promise((resolve, reject) => answers.push(() => (text === 'fails' ? reject(new Error('refused')) : resolve({ rows: [text] }))));
    },
  };
  return { client, sent, answerNext: () => answers.shift()!() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('oneQueryAtATime', () => {
  it('sends a query only once the one before it has answered, in the order they were asked', async () => {
    const { client, sent, answerNext } = recordingClient();
    oneQueryAtATime(client as never);
    const both = Promise.all([client.query('first'), client.query('second')]);
    await settle();
    expect(sent).toEqual(['first']);
    answerNext();
    await settle();
    expect(sent).toEqual(['first', 'second']);
    answerNext();
    expect(await both).toEqual([{ rows: ['first'] }, { rows: ['second'] }]);
  });

  it('goes on after a query fails, which still fails for its caller', async () => {
    const { client, sent, answerNext } = recordingClient();
    oneQueryAtATime(client as never);
    const failing = client.query('fails');
    const next = client.query('next');
    await settle();
    answerNext();
    await expect(failing).rejects.toThrow('refused');
    await settle();
    expect(sent).toEqual(['fails', 'next']);
    answerNext();
    await expect(next).resolves.toEqual({ rows: ['next'] });
  });

  it('passes a query with a callback straight on', () => {
    const { client, sent } = recordingClient();
    oneQueryAtATime(client as never);
    void client.query('first');
    (client.query as (...args: unknown[]) => unknown)('with callback', [], () => undefined);
    expect(sent).toEqual(['with callback']);
  });
});

describe('reads side by side in one transaction', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  // Each test file runs in a fresh process (Vitest's isolated forks), so pg's warning, said once a process, is not used up.
  it('each get their own answer, without pg warning of a query sent while another runs', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    // pg warns from the third: one query runs, one waits in its queue, and one more is sent.
    const answers = await ctx.db.transaction(
      (tx) => Promise.all([1, 2, 3].map((n) => queryRows<{ n: number }>(tx, sql`select ${n}::int as n from pg_sleep(0.02)`))),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await settle();
    process.off('warning', listen);
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
  });
});
