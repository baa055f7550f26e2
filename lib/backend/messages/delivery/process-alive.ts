import { readFileSync } from 'node:fs';

/**
 * Whether a process of this machine still runs. Signal 0 only asks; it also answers yes for a zombie
 * (a process that has ended but that nobody has reaped yet: a killed server whose parent died with it
 * waits for the init process to reap it, which some containers' init never does). Linux names a
 * zombie's state `Z` (and a dying one's `X`) in /proc; where there is no /proc, signal 0 decides.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !['Z', 'X'].includes(processState(pid) ?? '');
}

/** The state letter of /proc/PID/stat: after the name in parentheses, which may hold spaces and ')'. */
function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || null;
  } catch {
    return null;
  }
}
