import { useEffect, useRef } from 'react';
import type { MenuCategory } from '../../domain/model/menu.ts';
import { useText } from '../i18n/use-text.ts';
import { scrollToSection } from './scroll-to-section.ts';
import { useLocalName } from './use-local-name.ts';

export const categorySectionId = (category: MenuCategory): string => `category-${category.id}`;

/**
 * Sticky category tabs that follow the scroll. They are links to the sections, so they work
 * without script and a screen reader announces the current one (aria-current).
 */
export const CategoryNav = ({
  categories,
  active,
}: {
  readonly categories: readonly MenuCategory[];
  readonly active: string | null;
}) => {
  const t = useText();
  const name = useLocalName();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    // Keep the current tab in sight without moving the page itself.
    current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [active]);
  return (
    <nav className="category-nav" aria-label={t('menu.categories')}>
      <ul ref={list} className="category-nav__list">
        {categories.map((category) => {
          const id = categorySectionId(category);
          return (
            <li key={category.id}>
              <a
                className="category-nav__link"
                href={`#${id}`}
                aria-current={active === id ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  const section = document.getElementById(id);
                  if (section !== null) scrollToSection(section);
                  document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
                }}
              >
                {name(category)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
