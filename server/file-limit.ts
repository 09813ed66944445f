import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Open files: every live-channel connection is one (a socket), so this limit caps the diners a
 * process can hold. Node raises its own soft limit to the hard one when it starts; only the hard
 * limit stands in the way, and raising that needs root (CAP_SYS_RESOURCE) or the system's
 * configuration. `npm start` asks for WANTED_OPEN_FILES (tools/start.ts) and the start banner
 * says where it stands (server/banner.ts).
 */
export interface FileLimit {
  readonly soft: number;
  readonly hard: number;
}

/** Enough for 20,000 diners on one process (issue 18) with room to spare. */
export const WANTED_OPEN_FILES = 65_536;

/** Descriptors a server process uses besides its connections (database pool, logs, loader…). */
export const OTHER_OPEN_FILES = 50;

const number = (value: string | undefined): number =>
  value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value);

/**
 * A process's limit (this one's by default): /proc on Linux, else, for this process, the shell's
 * `ulimit` (inherited from us).
 */
export const readFileLimit = (pid: number | 'self' = 'self'): FileLimit | null => {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const [soft, hard] = line?.slice('Max open files'.length).trim().split(/\s+/) ?? [];
    if (soft !== undefined && hard !== undefined) return { soft: number(soft), hard: number(hard) };
  } catch {
    // Not Linux: ask the shell, for this process only.
  }
  if (pid !== 'self' && pid !== process.pid) return null;
  const shell = spawnSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' });
  const [soft, hard] = shell.stdout?.trim().split(/\s+/) ?? [];
  const limit = { soft: number(soft), hard: number(hard) };
  return Number.isNaN(limit.soft) || Number.isNaN(limit.hard) ? null : limit;
};

export type RaiseOutcome =
  | { readonly kind: 'enough'; readonly limit: FileLimit }
  | { readonly kind: 'raised'; readonly from: FileLimit; readonly limit: FileLimit }
  | { readonly kind: 'refused'; readonly limit: FileLimit; readonly why: string }
  | { readonly kind: 'unknown' };

/**
 * Raises a process's open-file limit (this very one's by default) to `wanted` when its hard
 * limit is lower, with util-linux's `prlimit --pid` (Node cannot call setrlimit): it works where
 * the caller may (root with CAP_SYS_RESOURCE); elsewhere it says why not.
 */
export const raiseFileLimit = (wanted = WANTED_OPEN_FILES, pid = process.pid): RaiseOutcome => {
  const from = readFileLimit(pid);
  if (from === null) return { kind: 'unknown' };
  if (from.hard >= wanted && from.soft >= wanted) return { kind: 'enough', limit: from };
  const target = Math.max(wanted, Math.min(from.hard, 1_048_576));
  const tried = spawnSync(
    'prlimit',
    ['--pid', String(process.pid), `--nofile=${target}:${target}`],
    {
      encoding: 'utf8',
    },
  );
  const limit = readFileLimit(pid) ?? from;
  if (limit.soft > from.soft || limit.hard > from.hard) return { kind: 'raised', from, limit };
  const why =
    tried.error !== undefined
      ? 'prlimit is not available'
      : (tried.stderr?.trim().replace(/^prlimit: /, '') ?? 'refused');
  return { kind: 'refused', limit, why };
};

const count = (value: number) =>
  Number.isFinite(value) ? value.toLocaleString('en-US') : 'unlimited';

/** The start banner's line about open files and what to do when they are too few. */
export const fileLimitLines = (limit: FileLimit | null, refusal?: string): string[] => {
  if (limit === null) return [];
  const connections = Math.max(0, limit.soft - OTHER_OPEN_FILES);
  const line = `  Open files:   ${count(limit.soft)} (about ${count(connections)} live connections)`;
  if (limit.soft >= WANTED_OPEN_FILES) return [line];
  return [
    `${line}: fewer than ${count(WANTED_OPEN_FILES)} wanted${
      refusal === undefined ? '' : `, and raising it failed (${refusal})`
    }.`,
    `    To allow more, raise the hard limit before starting: \`ulimit -Hn ${WANTED_OPEN_FILES}\` as root,`,
    `    LimitNOFILE=${WANTED_OPEN_FILES} in a systemd unit, nofile in /etc/security/limits.conf, or`,
    `    docker run --ulimit nofile=${WANTED_OPEN_FILES}:${WANTED_OPEN_FILES}.`,
  ];
};
