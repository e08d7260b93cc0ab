import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { availabilityWindows, sessions, sessionTypes, users } from '../../src/db/schema';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A fixed "now" for every file: 10 March 2031, 09:30 IST (04:00 UTC). */
export const NOW = new Date('2031-03-10T04:00:00.000Z');

/** An instant `hours` after NOW (UTC, whole hours keep slots aligned). */
export const at = (hours: number, minutes = 0) => new Date(NOW.getTime() + hours * HOUR + minutes * MINUTE);

export async function addWindow(db: Db, coachId: string, start: Date, end: Date) {
  const [row] = await db.insert(availabilityWindows).values({ coachId, startsAt: start, endsAt: end }).returning();
  return row!;
}

/** One of the coach's own session types (a coach with own types offers only those). */
export async function addSessionType(db: Db, coachId: string, fields: { label?: string; minutes: number; price: number | null; position?: number }) {
  const [row] = await db
    .insert(sessionTypes)
    .values({ coachId, label: fields.label ?? `${fields.minutes} min`, minutes: fields.minutes, price: fields.price, position: fields.position ?? 0 })
    .returning();
  return row!;
}

/** A session row put in place directly (e.g. one in the past, which booking would refuse). */
export async function insertSession(db: Db, fields: { mentorId: string; menteeId: string; start: Date; minutes?: number } & Partial<typeof sessions.$inferInsert>) {
  const { mentorId, menteeId, start, minutes = 60, ...rest } = fields;
  const [row] = await db
    .insert(sessions)
    .values({
      mentorId,
      menteeId,
      title: 'Mock interview',
      duration: minutes,
      scheduledAt: start,
      endsAt: new Date(start.getTime() + minutes * MINUTE),
      price: 2000,
      meetingLink: `https://meet.example.test/${Math.random().toString(36).slice(2)}`,
      ...rest,
    })
    .returning();
  return row!;
}

export async function sessionRow(db: Db, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row!;
}

export async function coachRating(db: Db, id: string) {
  const [row] = await db.select({ rating: users.rating, totalReviews: users.totalReviews }).from(users).where(eq(users.id, id));
  return row!;
}

export const bookingBody = (mentorId: string, start: Date, extra: Record<string, unknown> = {}) => ({
  mentorId,
  scheduledAt: start.toISOString(),
  ...extra,
});

/** A minimal iCalendar reader for assertions: unfolds lines and lists each property with its params. */
export function parseIcs(text: string) {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/).filter(Boolean);
  const props: { name: string; params: Record<string, string>; value: string; block: string }[] = [];
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name = '', ...paramParts] = head.split(';');
    if (name === 'BEGIN') stack.push(value);
    else if (name === 'END') stack.pop();
    else {
      const params = Object.fromEntries(paramParts.map((p) => [p.split('=')[0]!, p.slice(p.indexOf('=') + 1).replace(/^"|"$/g, '')]));
      props.push({ name, params, value, block: stack.at(-1) ?? '' });
    }
  }
  const get = (block: string, name: string) => props.find((p) => p.block === block && p.name === name);
  const all = (block: string, name: string) => props.filter((p) => p.block === block && p.name === name);
  return { lines, props, get, all };
}

type PayingAgent = { post: (url: string, body?: Record<string, unknown>) => Promise<{ statusCode: number; json: () => { data: Record<string, string> } }> };

/**
 * Pays a pending session through the built-in test gateway as the web client does: the checkout's
 * "Pay", then the three fields it hands back to POST /api/sessions/{id}/payment. Answers that response.
 */
export async function payThroughTestGateway(agent: PayingAgent, session: { id: string; payment: { orderId: string } | null }) {
  const paid = await agent.post(`/api/test-gateway/orders/${session.payment!.orderId}/pay`);
  if (paid.statusCode !== 200) throw new Error(`test gateway refused: ${paid.statusCode} ${JSON.stringify(paid.json())}`);
  return agent.post(`/api/sessions/${session.id}/payment`, paid.json().data);
}
