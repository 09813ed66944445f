import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declareEvent, eventTable } from '../event.ts';
import { eventMigrations } from '../event-history.ts';
import type { AppEvent } from '../events.ts';
import { migration } from '../migration.ts';
import { anyEventDraftArb, payloadArb } from '../schema.arbitraries.ts';
import { eventCodec, makeEventCodec } from './codec.ts';

const envelopeArb = fc.record({ seq: fc.nat(), at: fc.nat() });

describe('the event codec', () => {
  it('property: every event type, encoded, written as JSON and read back, is itself', () => {
    fc.assert(
      fc.property(anyEventDraftArb, envelopeArb, (draft, envelope) => {
        const event = { ...envelope, ...draft } as AppEvent;
        const encoded = eventCodec.encode(event);
        expect(encoded.type).toMatch(new RegExp(`^v[1-9][0-9]*\\.${event.type}$`));
        const read = eventCodec.decode(JSON.parse(JSON.stringify(encoded)), 2);
        expect(read).toEqual({ ok: true, events: [event] });
      }),
      { numRuns: 1000 },
    );
  });

  it.each(
    eventMigrations.map((step) => [`v${step.from.version}.${step.from.name}`, step] as const),
  )('property: %s migrates to events its targets describe', (_name, step) => {
    fc.assert(
      fc.property(payloadArb(step.from), envelopeArb, (payload, envelope) => {
        const given = step.migrate({ ...envelope, type: step.from.name, payload });
        for (const event of given) {
          const target = step.to.find((d) => d.name === event.type);
          expect(target, event.type).toBeDefined();
          expect(Schema.is(Schema.toType(target?.payload ?? Schema.Never))(event.payload)).toBe(
            true,
          );
        }
      }),
      { numRuns: 100 },
    );
  });
});

/*
 * The mechanism on a history of its own: an event renamed and split over versions, one dropped.
 * `Tapped` v1 → v2 (a count becomes a list of taps) → v3 (the taps become one `Pressed` each).
 */
const Tick = Schema.Struct({});
const TappedV1 = declareEvent('Tapped', 1, Schema.Struct({ times: Schema.Number }));
const TappedV2 = declareEvent('Tapped', 2, Schema.Struct({ taps: Schema.Array(Schema.String) }));
const Tapped = declareEvent('Tapped', 3, Tick);
const Pressed = declareEvent('Pressed', 1, Schema.Struct({ key: Schema.String }));
const NoiseV1 = declareEvent('Noise', 1, Tick);
const Noise = declareEvent('Noise', 2, Tick);
const current = eventTable({ Tapped, Pressed, Noise });
const steps = [
  migration(TappedV1, [TappedV2], (event) => [
    { ...event, payload: { taps: Array.from({ length: event.payload.times }, () => 'x') } },
  ]),
  migration(TappedV2, [Pressed], (event) =>
    event.payload.taps.map((key) => ({ ...event, type: 'Pressed' as const, payload: { key } })),
  ),
  migration(NoiseV1, [Noise], () => []),
];
const codec = makeEventCodec(current, steps);
const stored = (type: string, payload: unknown) => ({ seq: 4, at: 40, type, payload });

describe('migrations, applied on read one version at a time', () => {
  it('take an old event through every step, keeping its seq and time', () => {
    expect(codec.decode(stored('Tapped', { times: 2 }), 1)).toEqual({
      ok: true,
      events: [
        { seq: 4, at: 40, type: 'Pressed', payload: { key: 'x' } },
        { seq: 4, at: 40, type: 'Pressed', payload: { key: 'x' } },
      ],
    });
    expect(codec.decode(stored('v2.Tapped', { taps: ['a'] }), 2)).toEqual({
      ok: true,
      events: [{ seq: 4, at: 40, type: 'Pressed', payload: { key: 'a' } }],
    });
  });

  it('may turn an event into none', () => {
    expect(codec.decode(stored('Noise', {}), 1)).toEqual({ ok: true, events: [] });
    expect(codec.decode(stored('v2.Noise', {}), 2)).toEqual({
      ok: true,
      events: [{ seq: 4, at: 40, type: 'Noise', payload: {} }],
    });
  });

  it('check an old event against its own version’s schema', () => {
    expect(codec.decode(stored('v2.Tapped', { times: 2 }), 2)).toEqual({
      ok: false,
      reason: 'v2.Tapped payload: Missing key at ["taps"]',
    });
    expect(codec.decode(stored('Pressed', { key: 'a' }), 1)).toMatchObject({ ok: true });
    expect(codec.decode(stored('v2.Pressed', { key: 'a' }), 2)).toEqual({
      ok: false,
      reason: 'event type "v2.Pressed" is newer than this app reads (v1)',
    });
  });

  it('say so when a step gives what it did not declare, or never ends', () => {
    const astray = makeEventCodec(eventTable({ Noise }), [
      migration(NoiseV1, [Noise], (event) => [{ ...event, type: 'Elsewhere' as 'Noise' }]),
    ]);
    expect(astray.decode(stored('Noise', {}), 1)).toEqual({
      ok: false,
      reason: 'Noise cannot be migrated: Elsewhere: not a step of Noise',
    });
    // Pressed v1 and Tapped v1 stepping into each other: the registry cannot see a circle.
    const PressedV1 = declareEvent('Pressed', 1, Tick);
    const circle = makeEventCodec(
      eventTable({
        Tapped: declareEvent('Tapped', 2, Tick),
        Pressed: declareEvent('Pressed', 2, Tick),
      }),
      [
        migration(TappedV1, [PressedV1], (event) => [{ ...event, type: 'Pressed', payload: {} }]),
        migration(PressedV1, [TappedV1], (event) => [
          { ...event, type: 'Tapped', payload: { times: 1 } },
        ]),
      ],
    );
    expect(circle.decode(stored('Tapped', { times: 1 }), 1)).toEqual({
      ok: false,
      reason: 'Tapped cannot be migrated: the migrations of Tapped never end',
    });
  });

  it('refuse a broken history when the codec is made', () => {
    expect(() => makeEventCodec(current, steps.slice(1))).toThrow(
      'the event history is broken: v1.Tapped: no step to v2',
    );
  });
});
