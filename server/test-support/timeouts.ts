/**
 * How long a test may wait for a server it starts to be ready (PGlite created, migrated and
 * seeded; a child process printing its banner). A loaded 2-core CI machine (load 6 to 19) took
 * over 30 s for one file's server, so the default is generous; `TEST_STARTUP_TIMEOUT_MS` sets
 * another (a whole number of milliseconds). Only start-up waits use it: a test's own steps keep
 * their tighter bounds, and a started process that exits fails its wait at once.
 */
const DEFAULT_STARTUP_TIMEOUT_MS = 120_000;

const fromEnv = (raw: string | undefined): number => {
  const value = Number(raw);
  return raw !== undefined && Number.isInteger(value) && value > 0
    ? value
    : DEFAULT_STARTUP_TIMEOUT_MS;
};

export const STARTUP_TIMEOUT_MS = fromEnv(process.env.TEST_STARTUP_TIMEOUT_MS);
