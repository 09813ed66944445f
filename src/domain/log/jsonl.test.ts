import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { LOG_FORMAT, LOG_FORMAT_VERSION, type LogHeader, readJsonl, writeJsonl } from './jsonl.ts';

const header: LogHeader = {
  format: LOG_FORMAT,
  formatVersion: LOG_FORMAT_VERSION,
  appVersion: '0.1.0',
  merchantId: '1001',
  tableId: '501',
  browserId: 'fp',
  identity: 'guest',
};
const events = sequence([
  { type: 'TableIdentified', payload: { tableId: '501', tableName: 'A1' } },
  { type: 'GuestCountChanged', payload: { count: 3 } },
]);

describe('JSONL session log', () => {
  it('writes a header line, then one event a line', () => {
    const text = writeJsonl({ header, events });
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0] ?? '')).toEqual(header);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('reads back what it wrote', () => {
    expect(readJsonl(writeJsonl({ header, events }))).toEqual({
      ok: true,
      header,
      events,
      eventLines: [2, 3],
    });
  });

  it('tolerates blank lines and trailing space, and numbers events as an editor does', () => {
    const [head, first, second] = writeJsonl({ header, events }).trimEnd().split('\n');
    const text = `\n${head}\n  \n${first}\n\n\n${second} \n\n`;
    expect(readJsonl(text)).toEqual({ ok: true, header, events, eventLines: [4, 7] });
  });

  it('counts blank lines in the line it reports', () => {
    const text = `\n \n${JSON.stringify(header)}\n\n{"seq":1,"at":1,"type":"Nope","payload":{}}\n`;
    expect(readJsonl(text)).toEqual({ ok: false, line: 5, reason: 'unknown event type "Nope"' });
    expect(readJsonl('\n\n{"format":"other"}\n')).toMatchObject({ ok: false, line: 3 });
  });

  const withLine = (line: string) => `${JSON.stringify(header)}\n${line}\n`;

  it.each([
    ['', 1, 'the log is empty'],
    ['\n \n\n', 1, 'the log is empty'],
    ['{"format":"other"}', 1, `not a ${LOG_FORMAT} header`],
    [JSON.stringify({ ...header, formatVersion: 2 }), 1, 'format version 2 is not 1'],
    [JSON.stringify({ ...header, appVersion: 1 }), 1, 'the header has no appVersion'],
    ['not json', 1, 'not valid JSON'],
  ])('refuses a bad header %j', (text, line, reason) => {
    expect(readJsonl(text)).toEqual({ ok: false, line, reason });
  });

  it.each([
    ['[]', 'an event must be a JSON object'],
    ['{"seq":1,"at":1,"type":"Nope","payload":{}}', 'unknown event type "Nope"'],
    [
      '{"seq":1.5,"at":1,"type":"ClockTicked","payload":{}}',
      'seq must be an integer greater than the previous event’s',
    ],
    ['{"seq":1,"at":"x","type":"ClockTicked","payload":{}}', 'at must be a finite number'],
    ['{"seq":1,"at":1,"type":"ClockTicked","payload":null}', 'payload must be a JSON object'],
    ['{"seq":1,"at":1,"type":"ClockTicked"', 'not valid JSON'],
  ])('refuses a bad event %s', (line, reason) => {
    expect(readJsonl(withLine(line))).toEqual({ ok: false, line: 2, reason });
  });

  it('refuses events out of order', () => {
    const text = withLine(
      '{"seq":2,"at":1,"type":"ClockTicked","payload":{}}\n{"seq":2,"at":2,"type":"ClockTicked","payload":{}}',
    );
    expect(readJsonl(text)).toMatchObject({ ok: false, line: 3 });
  });
});
