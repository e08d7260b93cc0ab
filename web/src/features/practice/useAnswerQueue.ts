import { useEffect, useSyncExternalStore } from 'react';
import { sendAnswer } from './api';
import { AnswerQueue } from './answerQueue';

const queues = new Map<string, AnswerQueue>();

/** The one queue of an attempt on this page (restored from the device on first use). */
export function queueFor(attemptId: string): AnswerQueue {
  let queue = queues.get(attemptId);
  if (!queue) {
    queue = new AnswerQueue(attemptId, (answer) => sendAnswer(attemptId, answer));
    queues.set(attemptId, queue);
  }
  return queue;
}

/** The attempt's answer queue and where it stands; sends what a reload left unsent, and again when the connection is back. */
export function useAnswerQueue(attemptId: string) {
  const queue = queueFor(attemptId);
  const status = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.status(),
    () => queue.status(),
  );
  useEffect(() => {
    void queue.flush();
    const online = () => {
      queue.connectivityChanged();
      void queue.reconnect();
    };
    const offline = () => queue.connectivityChanged();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [queue]);
  return { queue, status };
}
