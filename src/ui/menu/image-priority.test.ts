import { describe, expect, it } from 'vitest';
import { EAGER_IMAGES, imageAttributes, imagePriorities } from './image-priority.ts';

const dish = (id: number, img = `/images/${id}.svg`) => ({ id: String(id), img });

describe('imagePriorities', () => {
  it('fetches the first image first, the rest of the first screen at once, the others lazily', () => {
    const priorities = imagePriorities(Array.from({ length: 10 }, (_, i) => dish(i + 1)));
    expect([...priorities.values()]).toEqual([
      'high',
      ...Array<string>(EAGER_IMAGES - 1).fill('eager'),
      ...Array<string>(10 - EAGER_IMAGES).fill('lazy'),
    ]);
  });

  it('counts only dishes with an image, each once', () => {
    const priorities = imagePriorities([dish(1, ''), dish(2), dish(2), dish(3)]);
    expect(priorities.get('1')).toBeUndefined();
    expect(priorities.get('2')).toBe('high');
    expect(priorities.get('3')).toBe('eager');
  });
});

describe('imageAttributes', () => {
  it('is lazy unless told otherwise', () => {
    expect(imageAttributes()).toEqual({ loading: 'lazy' });
    expect(imageAttributes('lazy')).toEqual({ loading: 'lazy' });
    expect(imageAttributes('eager')).toEqual({ loading: 'eager' });
    expect(imageAttributes('high')).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });
});
