import { useId, useState } from 'react';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { Totals } from '../order/Totals.tsx';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { CartLines } from './CartLines.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { OrderCodeDialog } from './OrderCodeDialog.tsx';
import { PreviewSection } from './PreviewSection.tsx';
import { RemovalsProvider, RemovedLines } from './removed-lines.tsx';
import { usePlaceOrder } from './use-place-order.ts';

/**
 * The shared cart panel (spec §2): every diner's lines, grouped by diner and live; the table's
 * totals; clear; place the order, or add this round to the table's open one. A line the diner
 * takes to 0 is offered back for a while (Undo, removed-lines.tsx).
 */
export const CartSheet = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const commands = useCommands();
  const cart = useReadModel('cart');
  const { connected } = useReadModel('connection');
  const popups = useReadModel('popups');
  const { place, busy, appending } = usePlaceOrder();
  const [confirmClear, setConfirmClear] = useState(false);
  const [couponId, setCouponId] = useState<string | null>(null);
  const coupons = couponId === null ? {} : { userCouponIds: [couponId] };
  const titleId = useId();
  const close = () => void commands.dismissPopup('cart');
  const empty = cart.itemCount === 0;

  return (
    <RemovalsProvider open={open}>
      <Modal open={open} onClose={close} variant="sheet" labelledBy={titleId}>
        <ModalHeader id={titleId} title={t('popup.cart.title')} onClose={close} />
        <p className="cart-status" aria-live="polite">
          <span className={connected ? 'dot dot--live' : 'dot'} aria-hidden="true" />
          {t(connected ? 'cart.shared' : 'cart.reconnecting')}
          {cart.pendingEdits > 0 ? ` · ${t('cart.saving')}` : ''}
        </p>
        {/* One place whatever the cart shows, so the row (and its focus) outlives the line's section. */}
        <RemovedLines />
        {empty ? <p className="page-state">{t('popup.cart.body')}</p> : null}
        {cart.diners.map((diner) =>
          diner.mine ? (
            <CartLines key={diner.userId} diner={diner} title={t('cart.yourItems')} />
          ) : (
            <CartLines
              key={diner.userId}
              diner={diner}
              title={diner.name ?? t('cart.otherDiner', { number: diner.number })}
            />
          ),
        )}
        {empty ? null : <Totals totals={cart.totals} points={cart.points} />}
        {empty ? null : <PreviewSection couponId={couponId} onCoupon={setCouponId} />}
        <div className="sheet-footer sheet-footer--stack">
          {empty ? (
            <button type="button" className="button button--block" onClick={close}>
              {t('cart.browseMenu')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--block"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void place(coupons)}
            >
              {t(appending ? 'cart.addToOrder' : 'cart.placeOrder')}
            </button>
          )}
          {empty ? null : (
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => setConfirmClear(true)}
            >
              {t('cart.clear')}
            </button>
          )}
        </div>
      </Modal>
      <OrderCodeDialog
        open={popups.open.orderCode}
        onCode={(orderCode) => place({ ...coupons, orderCode })}
      />
      {confirmClear ? (
        <ConfirmDialog
          title={t('cart.clearTitle')}
          body={t('cart.clearBody')}
          confirm={t('cart.clear')}
          onClose={() => setConfirmClear(false)}
          onConfirm={() => {
            setConfirmClear(false);
            void commands.clearCart();
          }}
        />
      ) : null}
    </RemovalsProvider>
  );
};
