import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { emptyCartOrder } from '../model/defaults.ts';
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
const cart = emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0);
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
    const text = `\n \n${JSON.stringify(header)}\n\n{"seq":1,"at":1,"type":"v1.Nope","payload":{}}\n`;
    expect(readJsonl(text)).toEqual({ ok: false, line: 5, reason: 'unknown event type "v1.Nope"' });
    expect(readJsonl('\n\n{"format":"other"}\n')).toMatchObject({ ok: false, line: 3 });
  });

  const withLine = (line: string) => `${JSON.stringify(header)}\n${line}\n`;

  it.each([
    ['', 1, 'the log is empty'],
    ['\n \n\n', 1, 'the log is empty'],
    ['{"format":"other"}', 1, `not a ${LOG_FORMAT} header`],
    [JSON.stringify({ ...header, formatVersion: 3 }), 1, 'format version 3 is not 1 or 2'],
    [JSON.stringify({ ...header, appVersion: 1 }), 1, 'the header has no appVersion'],
    ['not json', 1, 'not valid JSON'],
  ])('refuses a bad header %j', (text, line, reason) => {
    expect(readJsonl(text)).toEqual({ ok: false, line, reason });
  });

  it.each([
    ['[]', 'an event must be a JSON object'],
    ['{"seq":1,"at":1,"type":"v1.Nope","payload":{}}', 'unknown event type "v1.Nope"'],
    [
      '{"seq":1.5,"at":1,"type":"v1.ClockTicked","payload":{}}',
      'seq must be an integer greater than the previous event’s',
    ],
    ['{"seq":1,"at":"x","type":"v1.ClockTicked","payload":{}}', 'at must be a finite number'],
    ['{"seq":1,"at":1,"type":"v1.ClockTicked","payload":null}', 'payload must be a JSON object'],
    ['{"seq":1,"at":1,"type":"v1.ClockTicked"', 'not valid JSON'],
  ])('refuses a bad event %s', (line, reason) => {
    expect(readJsonl(withLine(line))).toEqual({ ok: false, line: 2, reason });
  });

  it.each([
    [
      '{"seq":1,"at":1,"type":"ClockTicked","payload":{}}',
      'event type "ClockTicked" has no version (v<n>.<name>)',
    ],
    [
      '{"seq":1,"at":1,"type":"v9.ClockTicked","payload":{}}',
      'event type "v9.ClockTicked" is newer than this app reads (v1)',
    ],
    [
      '{"seq":1,"at":1,"type":"v0.ClockTicked","payload":{}}',
      'unknown event type "v0.ClockTicked"',
    ],
    [
      '{"seq":1,"at":1,"type":"v1.GuestCountChanged","payload":{"count":"3"}}',
      'v1.GuestCountChanged payload: Expected number at ["count"]',
    ],
    [
      '{"seq":1,"at":1,"type":"v1.ClockTicked","payload":{"tick":1}}',
      'v1.ClockTicked payload: Expected never at ["tick"]',
    ],
  ])('refuses an event its declaration does not describe: %s', (line, reason) => {
    expect(readJsonl(withLine(line))).toEqual({ ok: false, line: 2, reason });
  });

  it('reads a log of format 1 (bare names) as version 1 of each event, migrated', () => {
    const v1 = { ...header, formatVersion: 1 };
    const text = [
      JSON.stringify(v1),
      '{"seq":1,"at":1,"type":"GuestCountChanged","payload":{"count":3}}',
      `{"seq":2,"at":2,"type":"CartReplacedFromServer","payload":{"cart":${JSON.stringify(cart)}}}`,
    ].join('\n');
    expect(readJsonl(text)).toEqual({
      ok: true,
      header: v1,
      events: [
        { seq: 1, at: 1, type: 'GuestCountChanged', payload: { count: 3 } },
        { seq: 2, at: 2, type: 'CartReplacedFromServer', payload: { cart, settled: 'all' } },
      ],
      eventLines: [2, 3],
    });
    expect(readJsonl(text.replace('"GuestCountChanged"', '"v1.GuestCountChanged"'))).toEqual({
      ok: false,
      line: 2,
      reason: 'unknown event type "v1.GuestCountChanged"',
    });
  });

  it('writes the current format whatever the header it is given says', () => {
    const [head, first] = writeJsonl({ header: { ...header, formatVersion: 1 }, events }).split(
      '\n',
    );
    expect(JSON.parse(head ?? '')).toMatchObject({ formatVersion: LOG_FORMAT_VERSION });
    expect(JSON.parse(first ?? '')).toMatchObject({ type: 'v1.TableIdentified' });
  });

  it('refuses events out of order', () => {
    const text = withLine(
      '{"seq":2,"at":1,"type":"v1.ClockTicked","payload":{}}\n{"seq":2,"at":2,"type":"v1.ClockTicked","payload":{}}',
    );
    expect(readJsonl(text)).toMatchObject({ ok: false, line: 3 });
  });
});
