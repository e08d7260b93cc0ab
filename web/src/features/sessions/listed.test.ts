import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures';
import { listedSessions, sessionsByFilter } from './listed';

const NOW = new Date('2031-03-10T04:00:00.000Z');
const LATER = '2031-03-10T04:05:00.000Z';
const EARLIER = '2031-03-10T03:55:00.000Z';

describe('listedSessions', () => {
  const sessions = [
    aSession({ id: 'scheduled' }),
    aSession({ id: 'completed', status: 'completed' }),
    aSession({ id: 'disputed', status: 'disputed' }),
    aSession({ id: 'cancelled', status: 'cancelled' }),
    aSession({ id: 'expired', status: 'expired', holdExpiresAt: EARLIER }),
    aSession({ id: 'mine pending', status: 'pending_payment', holdExpiresAt: LATER }),
    aSession({ id: 'mine lapsed', status: 'pending_payment', holdExpiresAt: EARLIER }),
    aSession({ id: 'their pending', status: 'pending_payment', holdExpiresAt: LATER, menteeId: { ...aSession().menteeId, id: 'u2' } }),
  ];
  const ids = (list: ReturnType<typeof listedSessions>) => list.map((s) => s.id);

  it("keeps what the server sent and the viewer's own live hold; never an expired booking or a lapsed hold", () => {
    expect(ids(listedSessions(sessions, 'u1', NOW))).toEqual(['scheduled', 'completed', 'disputed', 'cancelled', 'mine pending']);
  });

  it("shows nobody else's hold", () => {
    expect(ids(listedSessions(sessions, 'c1', NOW))).not.toContain('their pending');
    expect(ids(listedSessions(sessions, 'u2', NOW))).toContain('their pending');
  });
});

describe('sessionsByFilter', () => {
  const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
  const sessions = [
    aSession({ id: 'next', scheduledAt: at(60) }),
    aSession({
      id: 'cancelled ahead',
      status: 'cancelled',
      scheduledAt: at(120),
    }),
    aSession({
      id: 'expired ahead',
      status: 'expired',
      scheduledAt: at(180),
      holdExpiresAt: EARLIER,
    }),
    aSession({
      id: 'lapsed hold',
      status: 'pending_payment',
      scheduledAt: at(240),
      holdExpiresAt: EARLIER,
    }),
    aSession({
      id: 'live hold',
      status: 'pending_payment',
      scheduledAt: at(300),
      holdExpiresAt: LATER,
    }),
    aSession({ id: 'done', status: 'completed', scheduledAt: at(-600) }),
    aSession({
      id: 'cancelled before',
      status: 'cancelled',
      scheduledAt: at(-300),
    }),
  ];
  const ids = (list: readonly { id: string }[]) => list.map((s) => s.id);

  it('never lists a cancelled or lapsed booking under Upcoming or Past: they have their own filter, latest first', () => {
    const split = sessionsByFilter(sessions, 'u1', NOW);
    expect(ids(split.upcoming)).toEqual(['next', 'live hold']);
    expect(ids(split.past)).toEqual(['done']);
    expect(ids(split.cancelled)).toEqual(['lapsed hold', 'expired ahead', 'cancelled ahead', 'cancelled before']);
  });
});
