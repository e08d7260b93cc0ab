import { BATTERY_TESTS, OFFICER_LIKE_QUALITIES, PRACTICE_TESTS, type OfficerLikeQuality, type PracticeTestKind } from '@ssb/domain';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { practiceAnswers, practiceAttempts, practiceBatteries } from '../../src/db/schema';
import type { Agent } from '../support/agent';

/** The reviewer grades every quality (3, "Average", unless `grades` says otherwise), each resting on `evidence`. */
export async function gradeAll(agent: Agent, reviewId: string, evidence: { attemptId: string; item: number }[] = [], grades: Partial<Record<OfficerLikeQuality, number>> = {}, skip: OfficerLikeQuality[] = []) {
  for (const quality of OFFICER_LIKE_QUALITIES.filter((q) => !skip.includes(q))) {
    const res = await agent.put(`/api/practice/reviews/${reviewId}/grades`, { quality, grade: grades[quality] ?? 3, evidence });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const PART: Record<PracticeTestKind, 'write' | 'answer'> = { tat: 'write', wat: 'write', ppdt: 'write', srt: 'answer', sd: 'answer', oir: 'answer' };

/**
 * A psychology day sat and finished by `userId`, straight into the database (board days have their own
 * tests): one attempt per set in `setIds` (TAT, WAT, SRT, SD), each with `itemCounts` items, the first
 * `answered` items answered, ended early a minute after it started.
 */
export async function finishedPsychologyDay(db: Db, userId: string, setIds: string[], itemCounts: number[], startedAt: Date, answered = 1) {
  const [battery] = await db.insert(practiceBatteries).values({ userId, stage: 'psychology', setIds, startedAt }).returning();
  const attempts = [];
  for (const [step, kind] of BATTERY_TESTS.psychology.entries()) {
    const begins = new Date(startedAt.getTime() + step * 10 * 60_000);
    const [attempt] = await db
      .insert(practiceAttempts)
      .values({ userId, setId: setIds[step]!, timing: PRACTICE_TESTS[kind].timing, itemCount: itemCounts[step]!, startedAt: begins, endedAt: new Date(begins.getTime() + 60_000), batteryId: battery!.id, batteryStep: step })
      .returning();
    const items = Array.from({ length: Math.min(answered, itemCounts[step]!) }, (_, item) => item);
    if (items.length > 0) {
      await db.insert(practiceAnswers).values(items.map((item) => ({ attemptId: attempt!.id, userId, item, part: PART[kind], text: `${kind} answer ${item}`, savedAt: new Date(begins.getTime() + 5_000), typedAt: new Date(begins.getTime() + 5_000) })));
    }
    attempts.push(attempt!);
  }
  return { battery: battery!, attempts };
}
