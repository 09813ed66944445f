import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { statesAnything } from '../../domain/menu/dietary.ts';
import { criteriaCount, filterProducts } from '../../domain/menu/dietary-filter.ts';
import { menuSearchIndex } from '../../domain/menu/search.ts';
import type { MenuProduct } from '../../domain/model/menu.ts';
import { CartBar } from '../cart/CartBar.tsx';
import { useText } from '../i18n/use-text.ts';
import { DietaryFilter, NoDietaryMatches } from '../menu/dietary/DietaryFilter.tsx';
import { useDietaryFilter } from '../menu/dietary/filter-store.ts';
import { ProductCard } from '../menu/ProductCard.tsx';
import { ProductSheet } from '../menu/ProductSheet.tsx';
import { SearchAnnouncement } from '../menu/SearchAnnouncement.tsx';
import { usePaintMeasure } from '../menu/paint-measure.ts';
import { storedSearchKeyword, storeSearchKeyword } from '../menu/search-keyword.ts';
import { useMenu } from '../menu/use-menu.ts';
import { useProgressiveList } from '../menu/use-progressive-list.ts';
import { useIdParam } from '../routing/use-params.ts';
import { useStarted } from '../routing/use-started.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

const NONE: readonly MenuProduct[] = [];
/** The pause in typing after which the server is asked too (spec §7's search call). */
const SERVER_SEARCH_DELAY_MS = 250;
/** Results rendered with the key that found them: more than a phone's screen shows. */
const FIRST_RESULTS = 8;

/** What a dish shows: its search words are the menu's alone (the search reply may lack them). */
const shownFields = (key: string, value: unknown) => (key === 'searchText' ? undefined : value);
/** Whether two answers show the same dishes as the same (names, prices, sold out…). */
const sameDishes = (a: readonly MenuProduct[], b: readonly MenuProduct[] | null): boolean =>
  b !== null &&
  a.length === b.length &&
  JSON.stringify(a, shownFields) === JSON.stringify(b, shownFields);

type Results =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'error' }
  | {
      readonly status: 'success';
      readonly keyword: string;
      readonly products: readonly MenuProduct[];
    };

/**
 * Search by name in either language (and the POS's aliases); results open the product sheet.
 * Answered from the menu the worker holds, at each key (src/domain/menu/search.ts: the server's
 * rule, a substring test a dish over texts lower-cased once per menu; issue 18 item 5). Once the
 * typing pauses the server is asked as well (spec §7's search call), and its answer for the
 * keyword still typed takes over: the menu held may be older than the server's (a dish added or
 * taken off since). Without a menu (it failed, or has not come) the server's answer is the only
 * one. The diner's dietary filter (the menu's, kept for the tab) applies to the results too.
 */
const SearchPage = () => {
  const t = useText();
  const merchantId = useIdParam('merchantId');
  const { menu, stale, held } = useMenu(merchantId);
  const [query, setQuery] = useState(() => storedSearchKeyword(merchantId));
  const [open, setOpen] = useState<MenuProduct | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The diner came here to type: the box takes the focus (after the header gave it the title),
  // on a direct load once the main area shows.
  const started = useStarted();
  useEffect(() => {
    const box = input.current;
    if (!started || box === null) return;
    box.focus();
    // A keyword kept from before the reload: the caret after it, to add to it or take from it.
    box.setSelectionRange(box.value.length, box.value.length);
  }, [started]);
  const keyword = query.trim();
  // A menu held (also when its last refresh failed), or one that is known to be empty.
  const categories = held || (!stale && menu.status === 'success') ? menu.categories : null;
  const index = useMemo(
    () => (categories === null ? null : menuSearchIndex(categories)),
    [categories],
  );
  const commands = useCommands();
  const server = useReadModel('records').search;
  const serverAnswer = server.keyword === keyword && server.status === 'success' ? server : null;
  const serverFailed = server.keyword === keyword && server.status === 'error';
  const local = useMemo(
    () => (index === null || keyword === '' ? null : index.find(keyword)),
    [index, keyword],
  );
  const results = useMemo((): Results => {
    if (keyword === '') return { status: 'idle' };
    // The same answer kept as it is: the list is not rebuilt under the diner's eyes.
    if (serverAnswer !== null && !sameDishes(serverAnswer.products, local))
      return { status: 'success', keyword, products: serverAnswer.products };
    if (local !== null) return { status: 'success', keyword, products: local };
    return { status: menu.status === 'error' && serverFailed ? 'error' : 'pending' };
  }, [local, keyword, menu.status, serverAnswer, serverFailed]);
  useEffect(() => {
    if (keyword === '') return;
    const timer = setTimeout(() => void commands.searchMenu(keyword), SERVER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [commands, keyword]);
  const keyAt = useRef<number | null>(null);
  usePaintMeasure(
    'search: keystroke to results',
    keyAt.current,
    results.status === 'success' && results.products === local ? results.products : null,
    keyword,
  );
  const menuStatesDiet = menu.dietary.statingAnything > 0;
  const filter = useDietaryFilter();
  const found = results.status === 'success' ? results.products : NONE;
  const shown = useMemo(() => filterProducts(found, filter), [found, filter]);
  const rendered = useProgressiveList(shown, FIRST_RESULTS);
  // The filter is offered where dishes state something, and always while one is on.
  const filterable =
    menuStatesDiet || criteriaCount(filter) > 0 || found.some((product) => statesAnything(product));

  return (
    <section className="page">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="field-label">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="text-input"
          type="search"
          value={query}
          maxLength={50}
          onChange={(event) => {
            keyAt.current = event.timeStamp;
            setQuery(event.target.value);
            storeSearchKeyword(merchantId, event.target.value);
          }}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      {filterable ? <DietaryFilter shown={shown.length} total={found.length} /> : null}
      <SearchAnnouncement
        answered={results.status === 'success'}
        keyword={results.status === 'success' ? results.keyword : keyword}
        found={found.length}
        filtering={criteriaCount(filter) > 0}
      />
      <div className="search-results">
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
          <ul className="product-grid">
            {rendered.map((product) => (
              <ProductCard key={product.id} product={product} onOpen={setOpen} />
            ))}
          </ul>
        ) : null}
      </div>
      <CartBar />
      {open === null ? null : <ProductSheet product={open} onClose={() => setOpen(null)} />}
    </section>
  );
};

export default SearchPage;
