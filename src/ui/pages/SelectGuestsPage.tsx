import { useId, useState } from 'react';
import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';
import { merchantOrderPath } from '../../domain/rules/paths.ts';
import { validateGuestCount } from '../../domain/validation/guest-count.ts';
import { useText } from '../i18n/use-text.ts';
import { useRouter } from '@tanstack/react-router';
import { useOpenedFromMenu } from '../routing/menu-return.ts';
import { useIdParam } from '../routing/use-params.ts';
import { useLocalPath, useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { session } from '../worker/storage.ts';

/**
 * The picker offers 1-20: a table of more is a party booked with the restaurant, and twenty
 * targets fit a phone screen without scrolling. The domain accepts up to 99 from elsewhere.
 */
const PICKER_MAX = 20;
const counts = Array.from({ length: PICKER_MAX }, (_, index) => index + 1);

/**
 * The count picked and not yet saved is view state, per tab and table, like a draft: a language
 * switch renders the page anew under the other locale's route, and the pick must survive it.
 */
const PICKED_KEY = 'guests-picked';
const readPicked = (tableId: string | null): number | null => {
  const [table, count] = (session.read(PICKED_KEY) ?? '').split(':');
  const stored = Number(count);
  return table === String(tableId) &&
    Number.isInteger(stored) &&
    stored >= 1 &&
    stored <= PICKER_MAX
    ? stored
    : null;
};

/**
 * Native radio buttons in a fieldset: arrow keys move, the legend names the group, and a screen
 * reader says "3 guests, 3 of 20" with no ARIA to get wrong.
 */
const SelectGuestsPage = () => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const local = useLocalPath();
  const merchantId = useIdParam('merchantId');
  // The table's count (it follows the table's cart) until this diner picks one: a diner who
  // joins a table sees the count the others chose, even when the cart arrives after the page.
  const { guestCount: tableCount, tableId } = useReadModel('session');
  const [picked, setPicked] = useState<number | null>(() => readPicked(tableId));
  const setCount = (n: number) => {
    session.write(PICKED_KEY, `${String(tableId)}:${n}`);
    setPicked(n);
  };
  const count = picked ?? Math.min(Math.max(tableCount, 1), PICKER_MAX);
  const [problem, setProblem] = useState<DomainMessageKey | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();
  const router = useRouter();
  const fromMenu = useOpenedFromMenu();

  const start = async () => {
    const valid = validateGuestCount(count);
    if (!valid.ok) return setProblem(valid.error);
    // Unchanged: nothing to save, and nothing written over what the table has.
    if (valid.value !== tableCount) {
      setSaving(true);
      const result = await commands.setGuestCount(valid.value);
      setSaving(false);
      if (!result.ok) {
        return setProblem(
          result.error.kind === 'invalid' ? result.error.message : 'order.inValidGuestNumber',
        );
      }
    }
    setProblem(null);
    session.write(PICKED_KEY, null);
    if (fromMenu && router.history.canGoBack()) return router.history.back();
    await navigate({ to: local(merchantOrderPath(merchantId)), replace: false });
  };

  return (
    <section className="page">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <fieldset
          className="guest-picker"
          aria-describedby={problem === null ? undefined : errorId}
        >
          <legend className="guest-picker__legend">{t('selectGuests.legend')}</legend>
          <div className="guest-picker__grid">
            {counts.map((n) => (
              <label key={n} className="guest-picker__option">
                <input
                  type="radio"
                  name="guests"
                  value={n}
                  checked={count === n}
                  onChange={() => setCount(n)}
                  aria-label={t('selectGuests.guests', { count: n })}
                />
                <span aria-hidden="true">{n}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {/* Not live: the radio the arrow key lands on says the count already ("2 guests"). */}
        <p className="guest-picker__summary">{t('selectGuests.guests', { count })}</p>
        {problem === null ? null : (
          <p id={errorId} className="form-error" role="alert">
            {t(problem)}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={saving}>
          {t(fromMenu ? 'selectGuests.save' : 'selectGuests.start')}
        </button>
      </form>
    </section>
  );
};

export default SelectGuestsPage;
