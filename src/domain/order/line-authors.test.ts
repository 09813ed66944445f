import { describe, expect, it } from 'vitest';
import { dinerKey, dinerLabels, lineAuthors, linesByRound } from './line-authors.ts';

describe('lineAuthors', () => {
  it('calls a diner by first name, and numbers nameless diners in the order they first added', () => {
    const lines = [
      { addedBy: { userId: 'seat-b' } },
      { addedBy: { userId: '901', name: 'Ada' } },
      { addedBy: { userId: 'seat-c', name: '' } },
      { addedBy: { userId: 'seat-b' } },
      {},
    ];
    const label = lineAuthors(lines);
    expect(lines.map(label)).toEqual([
      { kind: 'guest', number: 1 },
      { kind: 'named', name: 'Ada' },
      { kind: 'guest', number: 2 },
      { kind: 'guest', number: 1 },
      null,
    ]);
  });

  it('reads a member id the server wrote as a number as the same diner', () => {
    const lines = [
      { addedBy: { userId: 901 as unknown as string } },
      { addedBy: { userId: '901' } },
    ];
    expect(lines.map(lineAuthors(lines))).toEqual([
      { kind: 'guest', number: 1 },
      { kind: 'guest', number: 1 },
    ]);
  });
});

describe('dinerLabels', () => {
  it('keeps one diner under each name their rounds were placed under, first name first', () => {
    // Amy placed as a guest, logged in as Mei and placed again: one diner, both names.
    const lines = [
      { addedBy: { userId: '7001', name: 'Amy' } },
      { addedBy: { userId: 'seat-b', name: 'Bo' } },
      { addedBy: { userId: '7001', name: 'Amy' } },
      { addedBy: { userId: '7001', name: 'Mei' } },
      {},
    ];
    expect(new Set(lines.map(dinerKey))).toEqual(new Set(['7001', 'seat-b', '']));
    expect(dinerLabels(lines)).toEqual(
      new Map([
        [
          '7001',
          [
            { kind: 'named', name: 'Amy' },
            { kind: 'named', name: 'Mei' },
          ],
        ],
        ['seat-b', [{ kind: 'named', name: 'Bo' }]],
      ]),
    );
  });

  it('numbers two diners who went by one first name, in the order they first added', () => {
    const lines = [
      { addedBy: { userId: 'seat-b', name: 'Amy' } },
      { addedBy: { userId: 'seat-c', name: 'Ivo' } },
      { addedBy: { userId: '7001', name: 'amy' } },
      { addedBy: { userId: 'seat-b', name: 'Amy' } },
    ];
    expect(dinerLabels(lines)).toEqual(
      new Map([
        ['seat-b', [{ kind: 'named', name: 'Amy', twin: 1 }]],
        ['seat-c', [{ kind: 'named', name: 'Ivo' }]],
        ['7001', [{ kind: 'named', name: 'amy', twin: 2 }]],
      ]),
    );
  });

  it('numbers a nameless diner once, however many lines they added', () => {
    const lines = [{ addedBy: { userId: 'seat-c' } }, { addedBy: { userId: 'seat-c' } }];
    expect(dinerLabels(lines).get('seat-c')).toEqual([{ kind: 'guest', number: 1 }]);
  });
});

describe('linesByRound', () => {
  it('groups lines by round in round order, lines from before rounds were recorded first', () => {
    const grouped = linesByRound([
      { id: 'a', round: 2 },
      { id: 'b' },
      { id: 'c', round: 1 },
      { id: 'd', round: 2 },
    ]);
    expect(grouped.map(({ round, lines }) => [round, lines.map((line) => line.id)])).toEqual([
      [null, ['b']],
      [1, ['c']],
      [2, ['a', 'd']],
    ]);
  });
});
