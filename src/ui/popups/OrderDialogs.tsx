import { useId } from 'react';
import { merchantOrderPath, orderDetailPath } from '../../domain/rules/paths.ts';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath, useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/** The table's order was placed (spec §4 live "place order"): say who, or that it was this diner. */
export const OrderSubmittedDialog = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const local = useLocalPath();
  const { submitterName, submittedByMe, open: openPopups } = useReadModel('popups');
  const merchantId = useReadModel('session').merchantId;
  const orderId = useReadModel('order').placed?.id ?? null;
  const titleId = useId();
  const close = () => void commands.dismissPopup('orderSubmitted');
  // Either way on is away from the cart: another diner placed the order while it was open here.
  const go = (bare: string) => {
    close();
    if (openPopups.cart) void commands.dismissPopup('cart');
    void navigate({ to: local(bare), replace: false });
  };
  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
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
