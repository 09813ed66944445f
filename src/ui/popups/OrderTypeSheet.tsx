import { useId, useState } from 'react';
import { ORDER_TYPE_POPUP_HEIGHT } from '../../domain/constants.ts';
import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';
import { type WebOrderType, webOrderTypes } from '../../domain/model/enums.ts';
import { isOrderTypePopupClosable } from '../../domain/rules/order-type.ts';
import { Icon } from '../components/Icon.tsx';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { orderTypeLabel as label } from '../i18n/order-type-label.ts';
import { useText } from '../i18n/use-text.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/** What each choice means, under its name: the sheet is tall (spec §4), the choice is not. */
const hint: Readonly<Record<WebOrderType, MessageId>> = {
  dineIn: 'orderType.dineInHint',
  toGo: 'orderType.toGoHint',
};

/** Spec §4 "Order-type choice": a 55% bottom sheet, closable only away from the order page. */
export const OrderTypeSheet = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const commands = useCommands();
  const { kind } = useRouteInfo();
  const { orderType: current, tableId } = useReadModel('session');
  const [problem, setProblem] = useState<DomainMessageKey | null>(null);
  const titleId = useId();
  const closable =
    kind === null || isOrderTypePopupClosable(kind, tableId !== null, current !== null);
  const close = () => void commands.dismissPopup('orderType');
  const choose = async (type: WebOrderType) => {
    const result = await commands.chooseOrderType(type);
    if (result.ok) setProblem(null);
    else if (result.error.kind === 'invalid') setProblem(result.error.message);
    // Without a table only scanning again helps (spec §4); refusals are toasted by the worker.
    else if (result.error.kind === 'notReady') setProblem('order.pleaseScanQrCodeAgain');
  };
  return (
    <Modal
      open={open}
      onClose={close}
      closable={closable}
      variant="sheet"
      height={ORDER_TYPE_POPUP_HEIGHT}
      labelledBy={titleId}
    >
      <ModalHeader
        id={titleId}
        title={t('popup.orderType.title')}
        onClose={closable ? close : undefined}
      />
      <div className="choice-grid choice-grid--fill">
        {webOrderTypes.map((type) => (
          <button
            key={type}
            type="button"
            className="choice choice--large choice--stacked"
            aria-pressed={current === type}
            onClick={() => void choose(type)}
          >
            <Icon name={type} />
            {/* Its name is all it says (WCAG 2.5.3): "Dine in Served at your table". */}
            <span>{t(label[type])}</span> <span className="choice__hint">{t(hint[type])}</span>
          </button>
        ))}
      </div>
      {problem === null ? null : (
        <p className="form-error" role="alert">
          {t(problem)}
        </p>
      )}
    </Modal>
  );
};
