import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { authSessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/platform/auth';
import { hashPassword } from '../../src/platform/passwords';
import type { Agent } from './agent';
import type { TestContext } from './context';

export type UserRow = typeof users.$inferSelect;
type NewUser = Partial<typeof users.$inferInsert> & { password?: string };

let sequence = 0;
let cachedHash: { password: string; hash: string } | null = null;

/** One hash per password per run: scrypt is deliberately slow. */
async function passwordHashFor(password: string) {
  if (cachedHash?.password !== password) cachedHash = { password, hash: await hashPassword(password) };
  return cachedHash.hash;
}

export const TEST_PASSWORD = 'Secret#2026';

export async function createUser(db: Db, fields: NewUser = {}): Promise<UserRow> {
  sequence += 1;
  const { password = TEST_PASSWORD, ...rest } = fields;
  const [row] = await db
    .insert(users)
    .values({
      email: `user${sequence}-${randomBytes(3).toString('hex')}@example.test`,
      firstName: `First${sequence}`,
      lastName: `Last${sequence}`,
      role: 'mentee',
      emailVerifiedAt: new Date(),
      passwordHash: await passwordHashFor(password),
      ...rest,
    })
    .returning();
  return row!;
}

export const createMentee = (db: Db, fields: NewUser = {}) => createUser(db, { role: 'mentee', ...fields });
export const createAdmin = (db: Db, fields: NewUser = {}) => createUser(db, { role: 'admin', ...fields });
export const createCoach = (db: Db, fields: NewUser = {}) =>
  createUser(db, {
    role: 'mentor',
    title: 'Former GTO',
    bio: 'Helps aspirants with group tasks.',
    specializations: ['Group Discussion'],
    hourlyRate: 2000,
    isVerified: true,
    ...fields,
  });

/** Signs the agent in as `user` (a real sign-in row and cookie), without going through the login form. */
export async function signIn(db: Db, agent: Agent, user: UserRow): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authSessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  agent.cookies.set('ssb_session', token);
  return token;
}

/** A fresh agent of `ctx`, signed in as `user`. */
export async function signedInAgent(ctx: TestContext, user: UserRow): Promise<Agent> {
  const agent = ctx.agent();
  await signIn(ctx.db, agent, user);
  return agent;
}
