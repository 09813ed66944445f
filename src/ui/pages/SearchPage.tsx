import { useId, useState } from 'react';
import { useText } from '../i18n/use-text.ts';

/** The search field; results come with the journey work (GET /api/member/merchant/search). */
const SearchPage = () => {
  const t = useText();
  const [query, setQuery] = useState('');
  const inputId = useId();
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
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </form>
      <p className="page-state">{t('search.hint')}</p>
    </section>
  );
};

export default SearchPage;
