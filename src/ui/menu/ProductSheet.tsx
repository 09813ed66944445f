import { MAX_QUANTITY_PER_STEP } from '../../domain/cart/line-limits.ts';
import { GRAMS_PER_WEIGHT_UNIT } from '../../domain/pricing/weight.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { ItemMode } from '../../domain/model/enums.ts';
import type { MenuProduct } from '../../domain/model/menu.ts';
import { SheetFooter } from '../components/SheetFooter.tsx';
import { Modal } from '../components/Modal.tsx';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import { FormFailure } from '../components/FormFailure.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { NotesField } from '../components/NotesField.tsx';
import { Stepper } from '../components/Stepper.tsx';
import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { neededName, useAfterNameGiven } from '../member/use-after-name-given.ts';
import { neededOrderType, useAfterOrderTypeChosen } from './use-after-order-type.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { refusalMessage } from '../worker/refusal.ts';
import {
  initialChoice,
  isWeighed,
  lineOf,
  MAX_WEIGHT,
  missingGroups,
  priceOf,
  type ProductChoice,
  toggleCondiment,
  toggleOption,
} from './choice.ts';
import { DietaryDetails } from './dietary/DietaryDetails.tsx';
import { ModifierGroupField } from './ModifierGroupField.tsx';
import { ProductPrice } from './ProductPrice.tsx';
import { useLocalName, useLocalText } from './use-local-name.ts';

/**
 * A note said beside the Add button (why it went nowhere yet) is scrolled up clear of the sheet's
 * footer as it appears: below the options it sat under the footer, and Add seemed to do nothing.
 */
const clearOfFooter = (note: HTMLElement | null) => {
  const dialog = note?.closest('dialog');
  const footer = dialog?.querySelector('.sheet-footer');
  if (note == null || dialog == null || footer == null) return;
  const hidden = note.getBoundingClientRect().bottom - footer.getBoundingClientRect().top;
  if (hidden > 0) dialog.scrollBy({ top: hidden + 8 });
};

/**
 * The product sheet: options, condiments, notes, how many (or how much), and the price as the
 * cart will show it. Choices are view state until "Add"; a refusal keeps them all.
 */
export const ProductSheet = ({
  product,
  onClose,
}: {
  readonly product: MenuProduct;
  readonly onClose: () => void;
}) => {
  const t = useText();
  const name = useLocalName();
  const local = useLocalText();
  const commands = useCommands();
  const { member, loggedIn, status } = useReadModel('member');
  // A stored member still loading is no visitor (use-protected-action.ts).
  const memberLoading =
    useReadModel('persisted').token !== null && (status === 'idle' || status === 'pending');
  const titleId = useId();
  const [choice, setChoice] = useState<ProductChoice>(() => initialChoice(product));
  const [showMissing, setShowMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const afterNameGiven = useAfterNameGiven();
  const afterOrderTypeChosen = useAfterOrderTypeChosen();
  // Who the cart belonged to when a visitor asked for a points dish: the login gives the cart a
  // new owner and reads it again, and until then there is no cart to add to.
  const [loginFrom, setLoginFrom] = useState<{ readonly me: string | null } | null>(null);
  const cart = useReadModel('cart');
  // Why the last Add was not written: no table (scan its code), a table whose cart is still
  // loading (add again), or the dish kept until the cart loads (a page started offline), said
  // only while the cart is still missing. A cart whose read failed is not "still loading" (the
  // Add read it again, and that read's failure is the toast's to say, shown in this sheet) unless
  // the table is being joined again meanwhile (the network came back).
  const [notYet, setNotYet] = useState<'table' | 'cart' | 'waits' | null>(null);
  const joining = useReadModel('popups').loading;
  const noTable = notYet === 'table';
  const noCartYet =
    notYet === 'cart' && (cart.status === 'idle' || cart.status === 'pending' || joining);
  const waits = notYet === 'waits' && cart.status !== 'success';
  // Why the last Add was refused (a dish sold out, a table whose code was replaced), said in the
  // sheet, which stays open: a toast alone went by behind it, and Add seemed to do nothing. The
  // worker knows the sheet is open, and toasts a refusal only once it has closed (said once).
  const [refused, setRefused] = useState<ToastMessage | null>(null);
  useEffect(() => {
    void commands.openPopup('product');
    return () => void commands.dismissPopup('product');
  }, [commands]);
  const body = useRef<HTMLDivElement>(null);

  const missing = missingGroups(product, choice);
  const price = priceOf(product, choice);
  // Points are a member's: a visitor logs in first (the order would be refused for want of
  // them), and a member sees what they hold beside what the dish costs.
  const forPoints = product.mode === ItemMode.PointExchange;
  // The table's point dishes are paid from the balance of whoever places the round: warn the
  // diner who could not, rather than let the cart fail at placement.
  const pointsShort = forPoints && member !== null && cart.points + price.points > member.points;
  // Short for this dish alone, or only with the point dishes the cart holds already.
  const pointsNote = !pointsShort
    ? 'product.pointsHeld'
    : member !== null && price.points > member.points
      ? 'product.pointsShortAlone'
      : 'product.pointsShort';
  const pointsNoteId = useId();
  const weighed = isWeighed(product);

  const add = async () => {
    if (missing.length > 0) {
      setShowMissing(true);
      body.current?.querySelector<HTMLElement>(`#group-${missing[0]?.id ?? ''} input`)?.focus();
      return;
    }
    setBusy(true);
    setRefused(null);
    const result = await commands.addItem(lineOf(product, choice));
    setBusy(false);
    if (result.ok) {
      // Kept until the table's cart loads (a page started offline): the sheet says so.
      if (result.value === 'waitsForCart') setNotYet('waits');
      else onClose();
      return;
    }
    // The worker opened the name popup; once a name is given the dish is added as chosen then.
    if (neededName(result)) afterNameGiven(() => void latestAdd.current());
    // The staff cleared the table: the chooser asks this diner again, then the dish is added.
    else if (neededOrderType(result)) afterOrderTypeChosen(() => void latestAdd.current());
    // Browsing without a table: only scanning the table's code lets a diner order.
    else if (result.error.kind === 'notReady') {
      const { missing } = result.error;
      setNotYet(missing === 'table' || missing === 'cart' ? missing : null);
    } else setRefused(refusalMessage(result.error));
  };

  const latestAdd = useRef(add);
  latestAdd.current = add;
  // A points dish a visitor asked for is added once they have logged in and the member's cart is
  // read, however long that takes; closing the sheet forgets it.
  const cartReadAgain = loginFrom !== null && cart.me !== loginFrom.me && cart.status === 'success';
  useEffect(() => {
    if (cartReadAgain && loggedIn) {
      setLoginFrom(null);
      void latestAdd.current();
    }
  }, [cartReadAgain, loggedIn]);

  const description = local(product.descriptionI18n, product.description);
  return (
    <Modal open onClose={onClose} variant="sheet-full" labelledBy={titleId}>
      <ModalHeader id={titleId} title={name(product)} onClose={onClose} />
      <div ref={body} className="product-sheet">
        {product.img === '' ? null : (
          <div className="product-sheet__image">
            <img src={product.img} alt="" width="320" height="240" decoding="async" />
          </div>
        )}
        {description === '' ? null : <p className="muted">{description}</p>}
        <p className="product-sheet__price">
          <ProductPrice product={product} />
        </p>
        {forPoints ? (
          <p
            id={pointsNoteId}
            className={`small product-sheet__points ${pointsShort ? 'form-error' : 'muted'}`}
          >
            {loggedIn && member !== null
              ? t(pointsNote, { points: member.points })
              : t('product.pointsNeedLogin')}
          </p>
        ) : null}
        <DietaryDetails facts={product} />
        {product.modifierGroups.map((group) => (
          <ModifierGroupField
            key={group.id}
            group={group}
            choice={choice}
            missing={showMissing && missing.includes(group)}
            first={missing[0] === group}
            onToggle={(optionId) => setChoice((c) => toggleOption(c, group, optionId))}
          />
        ))}
        {product.condiments.length === 0 ? null : (
          <fieldset className="option-group">
            <legend className="option-group__legend">
              <span>{t('product.condiments')}</span>
              <span className="badge">{t('product.optional')}</span>
            </legend>
            {product.condiments.map((condiment) => (
              <label key={condiment.id} className="option">
                <input
                  type="checkbox"
                  checked={choice.condiments.includes(condiment.id)}
                  onChange={() => setChoice((c) => toggleCondiment(c, condiment.id))}
                />
                <span className="option__name">{name(condiment)}</span>
                {condiment.price === 0 ? null : (
                  <span className="option__price">
                    +<Money amount={condiment.price} />
                  </span>
                )}
              </label>
            ))}
          </fieldset>
        )}
        <NotesField
          value={choice.notes}
          placeholder={t('product.notesHint')}
          onChange={(notes) => setChoice((c) => ({ ...c, notes }))}
        />
        {weighed ? (
          <div className="product-sheet__row">
            <span>{t('product.weight')}</span>
            <Stepper
              label={t('product.weight')}
              value={choice.weight}
              display={t('product.grams', { grams: choice.weight * GRAMS_PER_WEIGHT_UNIT })}
              min={1}
              max={MAX_WEIGHT}
              onChange={(weight) => setChoice((c) => ({ ...c, weight }))}
            />
          </div>
        ) : null}
        {weighed ? <p className="muted small">{t('product.weightNote')}</p> : null}
      </div>
      {noTable || noCartYet ? (
        <p ref={clearOfFooter} className="form-error" role="alert">
          {t(noTable ? 'order.pleaseScanQrCodeAgain' : 'cart.stillLoading')}
        </p>
      ) : null}
      {waits ? (
        <p ref={clearOfFooter} role="status">
          {t('cart.notLoadedYet')}
        </p>
      ) : null}
      <FormFailure failure={refused} />
      <SheetFooter>
        <Stepper
          label={t('product.quantity')}
          value={choice.quantity}
          min={1}
          max={MAX_QUANTITY_PER_STEP}
          onChange={(quantity) => setChoice((c) => ({ ...c, quantity }))}
        />
        {product.soldOut ? (
          // Sold out while the sheet was open (the staff said so): nothing to add, said plainly.
          <button type="button" className="button sheet-footer__action" disabled>
            {t('menu.soldOut')}
          </button>
        ) : (
          <button
            type="button"
            className="button sheet-footer__action"
            // Busy, not disabled: the name popup it may open gives the focus back to it.
            aria-disabled={busy || undefined}
            aria-busy={busy}
            aria-describedby={forPoints ? pointsNoteId : undefined}
            onClick={() => {
              if (busy) return;
              if (forPoints && !loggedIn && !memberLoading) {
                setLoginFrom({ me: cart.me });
                void commands.openPopup('login');
              } else void add();
            }}
          >
            <span>{t('product.add')}</span>
            <span>
              {product.mode === ItemMode.PointExchange ? (
                t('menu.points', { points: price.points })
              ) : (
                <Money amount={price.money} />
              )}
            </span>
          </button>
        )}
      </SheetFooter>
    </Modal>
  );
};
