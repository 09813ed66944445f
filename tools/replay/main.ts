import { readFileSync } from 'node:fs';
import { run } from './run.ts';

// `npm run replay -- <log.jsonl>...`: see docs/replay.md.
const result = run(process.argv.slice(2), (file) => readFileSync(file, 'utf8'));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
