import { writeJsonl } from '../../src/domain/log/jsonl.ts';
import { bigTableLog } from '../bench/big-log.ts';
const text = writeJsonl(bigTableLog(40));
const lines = text.split('\n');
for (const l of lines.slice(0, 40)) console.log(l.length, l.slice(0, 900));
