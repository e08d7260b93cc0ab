import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussions, mailOutbox } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../support/context';
import { createAdmin, createMentee, signedInAgent } from '../support/factories';
import { createDiscussion } from './support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const body = (over: Record<string, unknown> = {}) => ({ title: 'GD practice', description: 'Twenty minutes.', capacity: 8, meetLink: 'https://meet.example.test/gd-2', ...over });

describe('admins edit and cancel discussions', () => {
  it('edits one, keeping capacity at or above those who joined, and tells attendees of a new time', async () => {
    const discussion = await createDiscussion(ctx, 120, { capacity: 5 });
    const attendee = await signedInAgent(ctx, await createMentee(ctx.db));
    const other = await signedInAgent(ctx, await createMentee(ctx.db));
    await attendee.post(`/api/discussions/${discussion.id}/join`);
    await other.post(`/api/discussions/${discussion.id}/join`);
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));

    const tooSmall = await admin.put(`/api/discussions/${discussion.id}`, body({ capacity: 1 }));
    expect(tooSmall.statusCode).toBe(409);
    const later = new Date(ctx.clock.now().getTime() + 26 * 3_600_000).toISOString();
    const res = await admin.put(`/api/discussions/${discussion.id}`, body({ startTime: later }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'GD practice', capacity: 8, startTime: later, attendeeCount: 2 });
    const told = (await attendee.get('/api/notifications')).json().data.items;
    expect(told[0]).toMatchObject({ title: 'Changed: GD practice', link: '/discussions' });
    expect(told[0].body).toMatch(/^It now starts /);
    expect((await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `discussion:${discussion.id}`))).length).toBe(2);
    // No meet link: the room stays.
    const { meetLink: _omitted, ...withoutLink } = body({ title: 'GD practice, round two', startTime: later });
    expect((await admin.put(`/api/discussions/${discussion.id}`, withoutLink)).statusCode).toBe(200);
    const [room] = await ctx.db.select({ meetLink: discussions.meetLink }).from(discussions).where(eq(discussions.id, discussion.id));
    expect(room!.meetLink).toBe('https://meet.example.test/gd-2');
    expect((await admin.put(`/api/discussions/${discussion.id}`, body({ title: '' }))).statusCode).toBe(400);
    expect((await attendee.put(`/api/discussions/${discussion.id}`, body())).statusCode).toBe(403);
  });

  it('cancels one with a reason: off the list, no more joining, every attendee told, audited', async () => {
    const discussion = await createDiscussion(ctx, 120);
    const attendee = await signedInAgent(ctx, await createMentee(ctx.db));
    await attendee.post(`/api/discussions/${discussion.id}/join`);
    const admin = await signedInAgent(ctx, await createAdmin(ctx.db));
    const reason = 'The moderator is unwell; we will schedule it again next week.';

    expect((await admin.post(`/api/discussions/${discussion.id}/cancel`, { reason: 'ill' })).statusCode).toBe(400);
    expect((await admin.post(`/api/discussions/${discussion.id}/cancel`, { reason })).statusCode).toBe(200);
    expect((await admin.post(`/api/discussions/${discussion.id}/cancel`, { reason })).statusCode).toBe(409);

    expect((await ctx.agent().get('/api/discussions')).json().data.map((d: { id: string }) => d.id)).not.toContain(discussion.id);
    const late = await signedInAgent(ctx, await createMentee(ctx.db));
    const join = await late.post(`/api/discussions/${discussion.id}/join`);
    expect(join.statusCode).toBe(409);
    expect(join.json().error).toBe('This discussion was cancelled');
    const told = (await attendee.get('/api/notifications')).json().data.items;
    expect(told[0]).toMatchObject({ title: `Cancelled: ${discussion.title}`, body: reason });
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `discussion:${discussion.id}`));
    expect((mail!.mail as { text: string }).text).toContain(reason);
    const log = (await admin.get('/api/admin/audit')).json().data;
    expect(log.find((e: { action: string; targetId: string }) => e.action === 'discussion.cancel' && e.targetId === discussion.id)).toMatchObject({ reason });
  });
});
