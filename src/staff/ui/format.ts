import { OrderStatus, PaymentStatus, SendStatus } from '../../domain/model/enums.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const money = (amount: number): string => usd.format(amount);

export const time = (iso: string | number): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
};

const ORDER_STATUS: Record<number, string> = {
  [OrderStatus.Progressing]: 'Open',
  [OrderStatus.Completed]: 'Completed',
  [OrderStatus.Cancelled]: 'Cancelled',
  [OrderStatus.BeMerged]: 'Merged away',
};

const PAYMENT_STATUS: Record<number, string> = {
  [PaymentStatus.Unpaid]: 'Unpaid',
  [PaymentStatus.PartiallyPaid]: 'Partly paid',
  [PaymentStatus.FullyPaid]: 'Paid',
  [PaymentStatus.UnCaptured]: 'Not captured',
  [PaymentStatus.PartiallyCaptured]: 'Partly captured',
  [PaymentStatus.Captured]: 'Captured',
  [PaymentStatus.OrderCodeMiss]: 'Order code missing',
};

const SEND_STATUS: Record<number, string> = {
  [SendStatus.UnSend]: 'Not sent',
  [SendStatus.PartiallySent]: 'Partly sent',
  [SendStatus.AllSent]: 'All sent',
};

export const orderStatusText = (status: number): string => ORDER_STATUS[status] ?? 'Unknown';
export const paymentStatusText = (status: number): string => PAYMENT_STATUS[status] ?? 'Unknown';
export const sendStatusText = (status: number): string => SEND_STATUS[status] ?? 'Unknown';
