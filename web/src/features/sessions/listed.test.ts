import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures';
import { listedSessions } from './listed';

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
