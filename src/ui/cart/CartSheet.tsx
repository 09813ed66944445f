import { useEffect, useId, useMemo, useState } from 'react';
import type { OrderItem } from '../../domain/model/order.ts';
import { dinerShares } from '../../domain/pricing/shares.ts';
import type { ReadModels } from '../../worker/api.ts';
import { Presence } from '../table/Presence.tsx';
import { setTableSheetOpen } from '../table/table-sheet.ts';
import { useDinerName } from '../table/use-diner-name.ts';
import { SheetFooter } from '../components/SheetFooter.tsx';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { Totals } from '../order/Totals.tsx';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { CartLines } from './CartLines.tsx';
import { chooseCoupon, useChosenCoupon } from './chosen-coupon.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { OrderCodeDialog } from './OrderCodeDialog.tsx';
import { PreviewSection } from './PreviewSection.tsx';
import { useRoundPreview } from './use-round-preview.ts';
import { RemovedLines } from './removed-lines.tsx';
import { OrderSoFar } from './OrderSoFar.tsx';
import { PlacementRefusalNote } from './PlacementRefusalNote.tsx';
import { usePlaceOrder } from './use-place-order.ts';

/**
 * Each diner's share of the cart's total (their lines; a cart carries no order-wide adjustments),
 * by the domain's rule, so the shares add up to the total shown below them.
 */
const sharesOf = (cart: ReadModels['cart']): ReadonlyMap<string, number> => {
  const owner = new Map<OrderItem, string>();
  for (const diner of cart.diners)
    for (const line of diner.lines) owner.set(line.item, diner.userId);
  const order = {
    status: 0,
    isTaxFree: false,
    orderItems: [...owner.keys()],
    priceAdjustments: [],
    orderTaxes: [],
  } as const;
  const shares = dinerShares(order, (item) => owner.get(item) ?? '');
  return new Map(shares.map((share) => [share.diner, share.share]));
};

/**
 * The shared cart panel (spec §2): every diner's lines, grouped by diner and live; the table's
 * totals; clear; place the order, or add this round to the table's open one. A line the diner
 * takes to 0 is offered back for a while (Undo, removed-lines.tsx).
 */
export const CartSheet = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const nameOf = useDinerName();
  const commands = useCommands();
  const cart = useReadModel('cart');
  const { connected, online, waitingEdits } = useReadModel('connection');
  // The channel notices a lost network only when its ping times out; the browser knows at once.
  const live = connected && online;
  const popups = useReadModel('popups');
  const { place, busy, appending, refusal } = usePlaceOrder();
  const [confirmClear, setConfirmClear] = useState(false);
  const memberId = useReadModel('member').member?.id ?? null;
  const couponId = useChosenCoupon(memberId);
  // The cart's total is not what the table pays once a coupon takes something off this round.
  const { discount } = useRoundPreview(couponId);
  const coupons = couponId === null ? {} : { userCouponIds: [couponId] };
  const titleId = useId();
  const offlineId = useId();
  const close = () => void commands.dismissPopup('cart');
  const empty = cart.itemCount === 0;
  // Nothing at all, not even a dish that went (those are listed, and may be cleared).
  const nothing = empty && cart.unavailableCount === 0;
  // The server clears only the asking diner's lines (server/cart/clear.ts): nothing to offer
  // a diner who has none, however full the table's cart is.
  const holdsOwnLines =
    !cart.waiting &&
    cart.diners.some(
      (diner) => diner.mine && (diner.lines.length > 0 || diner.invalidLines.length > 0),
    );
  const shares = useMemo(() => sharesOf(cart), [cart]);
  // What a screen reader is told once the diner lets their gone dishes go: the lines just vanish.
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (!open) setSpoken('');
  }, [open]);

  return (
    <>
      <Modal open={open} onClose={close} variant="sheet" labelledBy={titleId}>
        <ModalHeader id={titleId} title={t('popup.cart.title')} onClose={close} />
        <p className="cart-status" aria-live="polite">
          <span className={live ? 'dot dot--live' : 'dot'} aria-hidden="true" />
          {t(live ? 'cart.shared' : 'cart.reconnecting')}
          {waitingEdits > 0 ? ` · ${t('network.waitingUnreachable', { count: waitingEdits })}` : ''}
          {/* A moment's state: said, it made each tap read the whole line out twice. */}
          <span aria-hidden="true">
            {waitingEdits === 0 && cart.pendingEdits > 0 ? ` · ${t('cart.saving')}` : ''}
          </span>
          {/* Said here too: the lines' buttons are off until it settles, and this says why. */}
          {busy ? ` · ${t('cart.placing')}` : ''}
        </p>
        <p className="visually-hidden" role="status">
          {spoken}
        </p>
        <div className="cart-table">
          <Presence />
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setTableSheetOpen(true)}
          >
            {t('table.open')}
          </button>
        </div>
        <OrderSoFar onLeave={close} />
        {/* One place whatever the cart shows, so the row (and its focus) outlives the line's section. */}
        <RemovedLines />
        {nothing ? <p className="page-state">{t('popup.cart.body')}</p> : null}
        {cart.diners.map((diner) => {
          const name = nameOf({ name: diner.name, place: diner.number });
          return (
            <CartLines
              key={diner.userId}
              diner={diner}
              title={
                diner.mine
                  ? t('cart.yourItems')
                  : diner.lapsed
                    ? t('cart.lapsedItems', { name })
                    : name
              }
              owner={name}
              amount={shares.get(diner.userId) ?? null}
              onGoneLetGo={(count) => setSpoken(t('cart.goneRemoved', { count }))}
              locked={busy}
              waiting={cart.waiting}
            />
          );
        })}
        {empty ? null : (
          <Totals
            totals={cart.totals}
            points={cart.points}
            beforeCoupon={couponId !== null || discount > 0}
          />
        )}
        {empty || cart.waiting ? null : (
          <PreviewSection
            couponId={couponId}
            onCoupon={(chosen) => chooseCoupon(memberId, chosen)}
          />
        )}
        <SheetFooter stack>
          {/* Under the code popup it is said there: one alert at a time. Over an emptied cart too:
              a refusal that took the lines with it (a dish sold out meanwhile) still says why. */}
          {popups.open.orderCode ? null : <PlacementRefusalNote refusal={refusal} />}
          {empty ? (
            <button type="button" className="button button--block" onClick={close}>
              {t('cart.browseMenu')}
            </button>
          ) : (
            <>
              {/* Ordering needs the server's prices (docs/offline.md); the cart itself still works. */}
              {online ? null : (
                <p id={offlineId} className="muted">
                  {t('order.needsConnection')}
                </p>
              )}
              <button
                type="button"
                className="button button--block"
                // Dishes waiting for the table's cart (a page started offline) are not in it yet.
                disabled={busy || !online || cart.waiting}
                aria-busy={busy}
                aria-describedby={online ? undefined : offlineId}
                onClick={() => void place(coupons)}
              >
                {/* A slow network holds the reply for seconds: the button says it is on its way. */}
                {busy ? (
                  <span className="button__busy">
                    <span className="button__spinner" aria-hidden="true" />
                    {t('cart.placing')}
                  </span>
                ) : (
                  t(appending ? 'cart.addToOrder' : 'cart.placeOrder')
                )}
              </button>
            </>
          )}
          {/* Lines that went stay until someone clears, places or changes their own lines. */}
          {holdsOwnLines ? (
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={busy}
              onClick={() => setConfirmClear(true)}
            >
              {t('cart.clear')}
            </button>
          ) : null}
        </SheetFooter>
      </Modal>
      <OrderCodeDialog
        open={popups.open.orderCode}
        refusal={refusal}
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
    </>
  );
};
