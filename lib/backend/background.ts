import { log } from '@/lib/log';

const pending = new Set<Promise<void>>();

/**
 * Work an answer must not wait for, so that its timing says nothing (a reset code sent only for a
 * known account). Failures are logged, never shown to the caller.
 */
export function runInBackground(label: string, work: () => Promise<unknown>): void {
  const task = (async () => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error, task: label }, 'background task failed');
    }
  })();
  pending.add(task);
  void task.finally(() => pending.delete(task));
}

/** For tests and shutdown: resolves when every background task started so far has ended. */
export async function backgroundSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
