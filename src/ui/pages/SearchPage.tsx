import { useEffect, useId, useMemo, useState } from 'react';
import { statesAnything } from '../../domain/menu/dietary.ts';
import { criteriaCount, filterProducts } from '../../domain/menu/dietary-filter.ts';
import type { MenuProduct } from '../../domain/model/menu.ts';
import { CartBar } from '../cart/CartBar.tsx';
import { useText } from '../i18n/use-text.ts';
import { DietaryFilter, NoDietaryMatches } from '../menu/dietary/DietaryFilter.tsx';
import { useDietaryFilter } from '../menu/dietary/filter-store.ts';
import { ProductCard } from '../menu/ProductCard.tsx';
import { ProductSheet } from '../menu/ProductSheet.tsx';
import type { SearchRecord } from '../../domain/records/state.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

const NONE: readonly MenuProduct[] = [];

/** Typing pauses this long before the server is asked: one request per word, not per key. */
const SEARCH_DELAY_MS = 250;

type Results =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'error' }
  | {
      readonly status: 'success';
      readonly keyword: string;
      readonly products: readonly MenuProduct[];
    };

/** What the worker holds for the keyword typed: an answer for another keyword is not one. */
const resultsFor = (keyword: string, search: SearchRecord): Results => {
  if (keyword === '') return { status: 'idle' };
  if (search.keyword !== keyword || search.status === 'pending' || search.status === 'idle')
    return { status: 'pending' };
  return search.status === 'error'
    ? { status: 'error' }
    : { status: 'success', keyword, products: search.products };
};

/**
 * Search by name in either language (and the POS's aliases); results open the product sheet.
 * The diner's dietary filter (the menu's, kept for the tab) applies to the results too.
 */
const SearchPage = () => {
  const t = useText();
  const commands = useCommands();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<MenuProduct | null>(null);
  const inputId = useId();
  const keyword = query.trim();
  const results = resultsFor(keyword, useReadModel('records').search);
  const menuStatesDiet = useReadModel('menu').dietary.statingAnything > 0;
  const filter = useDietaryFilter();
  const found = results.status === 'success' ? results.products : NONE;
  const shown = useMemo(() => filterProducts(found, filter), [found, filter]);
  // The filter is offered where dishes state something, and always while one is on.
  const filterable =
    menuStatesDiet || criteriaCount(filter) > 0 || found.some((product) => statesAnything(product));

  useEffect(() => {
    if (keyword === '') return;
    const timer = setTimeout(() => void commands.searchMenu(keyword), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [commands, keyword]);

  return (
    <section className="page">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="field-label">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          className="text-input"
          type="search"
          value={query}
          maxLength={50}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      {filterable ? <DietaryFilter shown={shown.length} total={found.length} /> : null}
      <div aria-live="polite" className="search-results">
        {results.status === 'idle' ? <p className="page-state">{t('search.hint')}</p> : null}
        {results.status === 'pending' ? <p className="page-state">{t('common.loading')}</p> : null}
        {results.status === 'error' ? (
          <p className="page-state" role="alert">
            {t('common.somethingWentWrong')}
          </p>
        ) : null}
        {results.status === 'success' && results.products.length === 0 ? (
          <p className="page-state">{t('search.noResults', { keyword: results.keyword })}</p>
        ) : null}
        {results.status === 'success' && found.length > 0 && shown.length === 0 ? (
          <NoDietaryMatches hidden={found.length} />
        ) : null}
        {results.status === 'success' && shown.length > 0 ? (
          <>
            <p className="visually-hidden">{t('search.resultCount', { count: shown.length })}</p>
            <ul className="product-grid">
              {shown.map((product) => (
                <ProductCard key={product.id} product={product} onOpen={setOpen} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <CartBar />
      {open === null ? null : <ProductSheet product={open} onClose={() => setOpen(null)} />}
    </section>
  );
};

export default SearchPage;
