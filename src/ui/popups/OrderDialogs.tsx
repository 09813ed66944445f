import { useId } from 'react';
import { merchantOrderPath, orderDetailPath } from '../../domain/rules/paths.ts';
import { Modal } from '../components/Modal.tsx';
import { useOpenModalCount } from '../components/modal-stack.ts';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath, useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/**
 * The table's order was placed (spec §4 live "place order"): say who, or that it was this diner.
 * Another diner's order waits while this diner is in a sheet or dialog of their own (a dish's
 * notes, the line editor, the login): opened over it, it took the focus from what they were
 * typing (a keyboard walk, 2026-11-30). Over the cart it opens at once: that cart was just
 * ordered, and the notice says why it emptied.
 */
export const OrderSubmittedDialog = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const local = useLocalPath();
  const { submitterName, submittedByMe, open: openPopups } = useReadModel('popups');
  const merchantId = useReadModel('session').merchantId;
  const orderId = useReadModel('order').placed?.id ?? null;
  const titleId = useId();
  const others = useOpenModalCount();
  const cartFlow = (openPopups.cart ? 1 : 0) + (openPopups.orderCode ? 1 : 0);
  const close = () => void commands.dismissPopup('orderSubmitted');
  // Either way on is away from the cart: another diner placed the order while it was open here.
  const go = (bare: string) => {
    close();
    if (openPopups.cart) void commands.dismissPopup('cart');
    void navigate({ to: local(bare), replace: false });
  };
  return (
    <Modal
      // Nor over the unfinished-order popup, which goes first (neither is a counted modal): shown
      // already, the notice steps aside for it and comes back once it is answered.
      open={open && !openPopups.unfinishedOrder && (submittedByMe || others <= cartFlow)}
      onClose={close}
      counted={false}
      labelledBy={titleId}
    >
      <ModalHeader id={titleId} title={t('popup.orderSubmitted.title')} onClose={close} />
      <p>
        {submittedByMe
          ? t('popup.orderSubmitted.bodyMine')
          : submitterName === null || submitterName.trim() === ''
            ? t('popup.orderSubmitted.bodyAnonymous')
            : t('popup.orderSubmitted.body', { name: submitterName })}
      </p>
      {merchantId === null ? null : (
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => go(merchantOrderPath(merchantId))}
          >
            {t('popup.orderSubmitted.addItem')}
          </button>
          {orderId === null ? null : (
            <button
              type="button"
              className="button"
              onClick={() => go(orderDetailPath(merchantId, orderId))}
            >
              {t('popup.orderSubmitted.viewDetail')}
            </button>
          )}
        </div>
      )}
    </Modal>
  );
};
