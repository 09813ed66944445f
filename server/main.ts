import pino from 'pino';
import { startBanner } from './banner.ts';
import { fileLimitLines, readFileLimit } from './file-limit.ts';
import { readConfig } from './config.ts';
import { seedDemo } from './demo/seed.ts';
import { ensureDemoStaffToken } from './staff/demo-token.ts';
import { startServer } from './server.ts';

/** The server process: `npm start` (through tools/start.ts) and `npm run server`. */
const main = async () => {
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const config = readConfig();
  const server = await startServer({ config, logger, seed: config.demo ? seedDemo : undefined });
  const staffTokens = config.demo ? await ensureDemoStaffToken(server.db) : [];
  const banner = await startBanner(server.db, config.publicUrl, config.demo, staffTokens, {
    host: config.host,
    terminalQr: true,
    // tools/start.ts (npm start) tried to raise the limit, and says here if it could not.
    openFiles: fileLimitLines(readFileLimit(), process.env.TABLEFOLD_OPEN_FILES_REFUSED),
  });
  process.stdout.write(banner);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error: unknown) => {
  process.stderr.write(
    `tablefold server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
