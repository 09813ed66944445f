import { describe, expect, it } from 'vitest';
import {
  close,
  completion,
  FrameReader,
  invocation,
  parseHandshake,
  parseMessage,
  PING,
} from './protocol.ts';

const RS = '\u001e';
const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('FrameReader', () => {
  it('splits several records arriving in one chunk', () => {
    const reader = new FrameReader(1024);
    expect(reader.push(bytes(`{"a":1}${RS}{"b":2}${RS}`))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('buffers a partial record until its separator arrives', () => {
    const reader = new FrameReader(1024);
    expect(reader.push(bytes('{"type":'))).toEqual([]);
    expect(reader.push(bytes(`6}${RS}{"ty`))).toEqual(['{"type":6}']);
    expect(reader.push(bytes(`pe":6}${RS}`))).toEqual(['{"type":6}']);
  });

  it('keeps a multi-byte character split across chunks intact', () => {
    const reader = new FrameReader(1024);
    const whole = bytes(`"桌號"${RS}`);
    expect(reader.push(whole.subarray(0, 2))).toEqual([]);
    expect(reader.push(whole.subarray(2))).toEqual(['"桌號"']);
  });

  it('throws once a record outgrows the limit, with or without a separator', () => {
    expect(() => new FrameReader(8).push(bytes('x'.repeat(9)))).toThrow(/size limit/);
    expect(() => new FrameReader(8).push(bytes(`${'x'.repeat(9)}${RS}`))).toThrow(/size limit/);
  });
});

describe('handshake', () => {
  it('accepts json version 1 only', () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true, value: null });
    expect(parseHandshake('{"protocol":"messagepack","version":1}')).toMatchObject({
      ok: false,
      error: "Requested protocol 'messagepack' is not available.",
    });
    expect(parseHandshake('{"protocol":"json","version":2}').ok).toBe(false);
  });

  it('refuses garbage', () => {
    for (const garbage of ['', 'nope', '[]', 'null', '{"version":1}', '\u0000\u0001']) {
      expect(parseHandshake(garbage).ok).toBe(false);
    }
  });
});

describe('parseMessage', () => {
  it('reads invocations with and without an id', () => {
    expect(parseMessage('{"type":1,"target":"JoinTable","arguments":["12"]}')).toEqual({
      ok: true,
      value: { type: 1, target: 'JoinTable', arguments: ['12'] },
    });
    const withId = parseMessage('{"type":1,"invocationId":"0","target":"T","arguments":[]}');
    expect(withId).toMatchObject({ ok: true, value: { invocationId: '0' } });
  });

  it('reads stream invocations, pings and closes; passes other types through', () => {
    const stream = parseMessage('{"type":4,"invocationId":"1","target":"S","arguments":[]}');
    expect(stream).toMatchObject({ ok: true, value: { type: 4, invocationId: '1' } });
    expect(parseMessage('{"type":6}')).toEqual({ ok: true, value: { type: 6 } });
    expect(parseMessage('{"type":7,"error":"bye"}')).toEqual({
      ok: true,
      value: { type: 7, error: 'bye' },
    });
    expect(parseMessage('{"type":9,"sequenceId":1}')).toEqual({
      ok: true,
      value: { type: 'other', rawType: 9 },
    });
  });

  it('refuses malformed messages without throwing', () => {
    const garbage = [
      '',
      'not json',
      '{"type":1,"target":',
      '[]',
      '42',
      '{}',
      '{"type":"1"}',
      '{"type":1.5}',
      '{"type":1,"arguments":[]}',
      '{"type":1,"target":"T","arguments":{}}',
      '{"type":1,"target":"T","arguments":[],"invocationId":7}',
      '{"type":1,"target":"T","arguments":[],"streamIds":[1]}',
      '{"type":4,"target":"T","arguments":[]}',
    ];
    for (const text of garbage) expect(parseMessage(text).ok, text).toBe(false);
  });

  it('refuses arguments nested deeper than the HTTP API takes, without parsing them', () => {
    const nested = (depth: number) =>
      `{"type":1,"target":"SendToTable","arguments":["clearCart",${'['.repeat(depth)}${']'.repeat(depth)}],"invocationId":"n"}`;
    expect(parseMessage(nested(10_000))).toEqual({
      ok: false,
      error: 'Message nests deeper than 32 levels.',
    });
    expect(parseMessage(nested(20)).ok).toBe(true);
  });
});

describe('serialization', () => {
  it('terminates every message with the record separator', () => {
    expect(PING).toBe(`{"type":6}${RS}`);
    expect(invocation('ReceiveMessage', [{ a: 1 }])).toBe(
      `{"type":1,"target":"ReceiveMessage","arguments":[{"a":1}]}${RS}`,
    );
    expect(completion('3')).toBe(`{"type":3,"invocationId":"3","result":null}${RS}`);
    expect(completion('3', 'no')).toBe(`{"type":3,"invocationId":"3","error":"no"}${RS}`);
    expect(close({ allowReconnect: true })).toBe(`{"type":7,"allowReconnect":true}${RS}`);
  });
});
