import { Effect, Exit, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { interpretReply } from './reply.ts';

const read = (status: number, text: string) =>
  Effect.runSyncExit(Effect.flip(interpretReply('GET /x', status, text, Schema.Unknown)));

const failureOf = (status: number, text: string) => {
  const exit = read(status, text);
  if (Exit.isFailure(exit)) throw new Error('the reply was accepted');
  return exit.value;
};

describe('interpretReply', () => {
  it('trusts an HTTP status only as three digits, else reads it as 200 (spec §5)', () => {
    const envelope = '{"success":false,"code":10087,"msg":"submitted"}';
    expect(failureOf(1000, envelope)).toMatchObject({ code: 10087, status: 200 });
    expect(failureOf(0, envelope)).toMatchObject({ code: 10087, status: 200 });
    expect(failureOf(409, envelope)).toMatchObject({ code: 10087, status: 409 });
    expect(failureOf(0, 'not json')).toMatchObject({ _tag: 'Refused', code: 200, status: 200 });
  });

  it('fails a success envelope that came with an HTTP error status', () => {
    expect(failureOf(503, '{"success":true,"code":0,"msg":"ok","data":1}')).toMatchObject({
      _tag: 'Refused',
      code: 503,
      msg: 'ok',
    });
  });

  it('reads a null msg and a missing data as empty', () => {
    expect(failureOf(400, '{"success":false,"code":400,"msg":null}')).toMatchObject({
      msg: '',
      data: null,
    });
  });

  it('calls a 2xx reply that is JSON but no envelope unreadable', () => {
    expect(failureOf(200, '[1,2]')).toMatchObject({
      _tag: 'Unreachable',
      reason: 'unreadable',
      description: 'the reply is not an envelope',
    });
    expect(failureOf(204, '')).toMatchObject({ _tag: 'Unreachable', reason: 'unreadable' });
  });

  it('hands the data of a successful envelope to the schema', () => {
    const exit = Effect.runSyncExit(
      interpretReply(
        'GET /x',
        200,
        '{"success":true,"code":0,"msg":"","data":[7]}',
        Schema.Unknown,
      ),
    );
    expect(exit).toEqual(Exit.succeed([7]));
  });
});
