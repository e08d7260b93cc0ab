import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { discussionAttendees, discussions } from '../../src/db/schema';
import type { TestContext } from '../support/context';

export const MINUTE = 60_000;

let sequence = 0;

/** A discussion starting `minutesFromNow` after the test clock's now. */
export async function createDiscussion(
  ctx: TestContext,
  minutesFromNow: number,
  fields: Partial<typeof discussions.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await ctx.db
    .insert(discussions)
    .values({
      title: `Group discussion ${sequence}`,
      description: 'Current affairs, ten minutes each.',
      startTime: new Date(ctx.clock.now().getTime() + minutesFromNow * MINUTE),
      capacity: 10,
      meetLink: `https://meet.example.test/room-${sequence}`,
      ...fields,
    })
    .returning();
  return row!;
}

export async function seatState(db: Db, discussionId: string) {
  const [row] = await db.select({ attendeeCount: discussions.attendeeCount }).from(discussions).where(eq(discussions.id, discussionId));
  const attendees = await db.select({ userId: discussionAttendees.userId }).from(discussionAttendees).where(eq(discussionAttendees.discussionId, discussionId));
  return { attendeeCount: row!.attendeeCount, attendees: attendees.map((a) => a.userId).sort() };
}
