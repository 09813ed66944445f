/**
 * How the dishes' images load. The first screen of a menu is its largest paint (an image, on a
 * phone), so those images are fetched at once, and the first of them before anything else the
 * page asks for; the rest wait until they scroll near (loading="lazy"), so a long menu costs a
 * phone only what it shows.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** About a phone's first screen of dish cards (one column of 120 px cards; two on a tablet). */
export const EAGER_IMAGES = 6;

/** The priority of each image in display order, by product id: products without one skipped. */
export const imagePriorities = (
  products: Iterable<{ readonly id: string; readonly img: string }>,
): ReadonlyMap<string, ImagePriority> => {
  const priorities = new Map<string, ImagePriority>();
  for (const product of products) {
    if (product.img === '' || priorities.has(product.id)) continue;
    const place = priorities.size;
    priorities.set(product.id, place === 0 ? 'high' : place < EAGER_IMAGES ? 'eager' : 'lazy');
  }
  return priorities;
};

/** The <img> attributes for a priority (React 19 spells fetchpriority fetchPriority). */
export const imageAttributes = (
  priority: ImagePriority = 'lazy',
): { readonly loading: 'lazy' | 'eager'; readonly fetchPriority?: 'high' } =>
  priority === 'high'
    ? { loading: 'eager', fetchPriority: 'high' }
    : { loading: priority === 'eager' ? 'eager' : 'lazy' };
