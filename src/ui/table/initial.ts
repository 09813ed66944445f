const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A diner's bubble: the first character of their name as a reader sees it (an emoji, even one
 * made of several code points, is one), upper-cased; their place for a guest with no name.
 */
export const initialOf = (name: string | null, place: number): string => {
  const trimmed = name?.trim() ?? '';
  const [first] = graphemes.segment(trimmed);
  return first === undefined ? String(place) : first.segment.toUpperCase();
};
