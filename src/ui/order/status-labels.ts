import { OrderStatus, PaymentStatus } from '../../domain/model/enums.ts';
import type { MessageId } from '../i18n/messages.ts';

export const orderStatusLabel = (status: number): MessageId => {
  switch (status) {
    case OrderStatus.Progressing:
      return 'orderStatus.progressing';
    case OrderStatus.Completed:
      return 'orderStatus.completed';
    case OrderStatus.Cancelled:
      return 'orderStatus.cancelled';
    case OrderStatus.BeMerged:
      return 'orderStatus.merged';
    default:
      return 'orderStatus.unknown';
  }
};

export const paymentStatusLabel = (status: number): MessageId => {
  switch (status) {
    case PaymentStatus.FullyPaid:
    case PaymentStatus.Captured:
      return 'paymentStatus.paid';
    case PaymentStatus.PartiallyPaid:
    case PaymentStatus.PartiallyCaptured:
      return 'paymentStatus.partlyPaid';
    case PaymentStatus.UnCaptured:
      return 'paymentStatus.authorised';
    case PaymentStatus.OrderCodeMiss:
      return 'paymentStatus.codeMissing';
    default:
      return 'paymentStatus.unpaid';
  }
};
