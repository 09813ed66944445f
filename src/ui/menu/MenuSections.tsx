import { memo, type CSSProperties } from 'react';
import type { MenuCategory, MenuProduct } from '../../domain/model/menu.ts';
import { categorySectionId } from './CategoryNav.tsx';
import type { ImagePriority } from './image-priority.ts';
import { ProductCard } from './ProductCard.tsx';
import { useLocalName } from './use-local-name.ts';
import { useProgressiveSections } from './use-progressive-sections.ts';

/** A card's height and the gap below it (menu.css), for the room a section holds before it renders. */
const CARD_PX = 132;

/** The height a section of `count` dishes is expected to take (one column; a tablet's two overshoot). */
const expectedHeight = (count: number): number => count * CARD_PX;

/**
 * The menu's sections, each a heading and its dish cards. A long menu renders progressively
 * (use-progressive-sections.ts): every section and its heading at once (the category links,
 * scrollspy and headings list work from the start), the dishes of the first screen at once, of a
 * section the diner scrolls or jumps to as it comes near, and the rest in idle time. Sections
 * off the screen skip layout and paint (`content-visibility: auto`, with their last or expected
 * height), so a modal's opening or a theme change does not restyle 2,000 cards. Memoised: the
 * page's own state (the sheet opening) does not render the list again.
 */
export const MenuSections = memo(function MenuSections({
  categories,
  onOpen,
  priorities,
  onComplete,
}: {
  readonly categories: readonly MenuCategory[];
  readonly onOpen: (product: MenuProduct) => void;
  readonly priorities: ReadonlyMap<string, ImagePriority>;
  /** Called once every dish is in the document. */
  readonly onComplete?: () => void;
}) {
  const name = useLocalName();
  const rendered = useProgressiveSections(categories, onComplete);
  return categories.map((category) => {
    const id = categorySectionId(category);
    const style = {
      containIntrinsicSize: `auto ${expectedHeight(category.products.length)}px`,
    } satisfies CSSProperties;
    const shown = rendered.has(category.id);
    return (
      <section
        key={category.id}
        id={id}
        className="menu-section"
        aria-labelledby={`${id}-title`}
        style={style}
        data-pending-category={shown ? undefined : category.id}
      >
        <h2 id={`${id}-title`} className="section-title" tabIndex={-1}>
          {name(category)}
        </h2>
        {shown ? (
          <ul className="product-grid">
            {category.products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                onOpen={onOpen}
                imagePriority={priorities.get(product.id)}
              />
            ))}
          </ul>
        ) : (
          <div
            className="menu-section__pending"
            style={{ height: expectedHeight(category.products.length) }}
          />
        )}
      </section>
    );
  });
});
