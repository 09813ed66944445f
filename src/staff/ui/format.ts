import { useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_CURRENCY } from '../../domain/model/merchant.ts';
import { OrderStatus, PaymentStatus, SendStatus } from '../../domain/model/enums.ts';
import { StaffContext } from '../app/context.ts';
import type { StaffMessageId } from '../i18n/catalogues.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';

const ORDER_STATUS: Readonly<Record<number, StaffMessageId>> = {
  [OrderStatus.Progressing]: 'status.order.open',
  [OrderStatus.Completed]: 'status.order.completed',
  [OrderStatus.Cancelled]: 'status.order.cancelled',
  [OrderStatus.BeMerged]: 'status.order.merged',
};

const PAYMENT_STATUS: Readonly<Record<number, StaffMessageId>> = {
  [PaymentStatus.Unpaid]: 'status.payment.unpaid',
  [PaymentStatus.PartiallyPaid]: 'status.payment.partlyPaid',
  [PaymentStatus.FullyPaid]: 'status.payment.paid',
  [PaymentStatus.UnCaptured]: 'status.payment.notCaptured',
  [PaymentStatus.PartiallyCaptured]: 'status.payment.partlyCaptured',
  [PaymentStatus.Captured]: 'status.payment.captured',
  [PaymentStatus.OrderCodeMiss]: 'status.payment.orderCodeMissing',
};

const SEND_STATUS: Readonly<Record<number, StaffMessageId>> = {
  [SendStatus.UnSend]: 'status.send.notSent',
  [SendStatus.PartiallySent]: 'status.send.partlySent',
  [SendStatus.AllSent]: 'status.send.allSent',
};

export interface StaffFormat {
  /** An amount in the merchant's currency, in the console's language. */
  readonly money: (amount: number) => string;
  /** The hour and minute of a time, or '' for one that is not a time. */
  readonly time: (iso: string | number) => string;
  readonly orderStatus: (status: number) => string;
  readonly paymentStatus: (status: number) => string;
  readonly sendStatus: (status: number) => string;
}

/** Money, times and states as the console shows them, in the chosen language. */
export const useFormat = (): StaffFormat => {
  const intl = useIntl();
  const t = useStaffText();
  // The sign-in form has no merchant yet: it shows no money.
  const currency = useContext(StaffContext)?.merchant?.currency ?? DEFAULT_CURRENCY;
  return useMemo(() => {
    const status = (table: Readonly<Record<number, StaffMessageId>>) => (value: number) =>
      t(table[value] ?? 'status.unknown');
    return {
      money: (amount) => intl.formatNumber(amount, { style: 'currency', currency }),
      time: (iso) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime())
          ? ''
          : intl.formatTime(date, { hour: '2-digit', minute: '2-digit' });
      },
      orderStatus: status(ORDER_STATUS),
      paymentStatus: status(PAYMENT_STATUS),
      sendStatus: status(SEND_STATUS),
    };
    // t is a new function each render but says what intl says.
  }, [intl, currency]);
};
