import type { FastifyReply } from 'fastify';

const pending = new Set<Promise<void>>();
/** Beyond this much unfinished work (a flood), new work is dropped with a warning rather than piled up. */
const MAX_PENDING = 500;

/**
 * Runs `work` once the answer has gone out, so the answer's timing cannot depend on what the work
 * finds (an answer that is "always the same" must also take the same time). Errors are logged.
 */
export function afterAnswer(reply: FastifyReply, what: string, work: () => Promise<void>): void {
  const log = reply.log;
  if (pending.size >= MAX_PENDING) {
    log.warn({ what, pending: pending.size }, 'work after the answer dropped: too much is pending');
    return;
  }
  const task: Promise<void> = new Promise<void>((resolve) => reply.raw.once('close', resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error, what }, 'work after the answer failed'))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves when all work started by earlier answers has finished (tests read mails after this). */
export async function workAfterAnswersDone(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
