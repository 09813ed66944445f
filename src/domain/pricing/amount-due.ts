import { Money, roundMoney, maxMoney } from './money.ts';

/** What is left to pay, never below 0: paying more is change, not credit. */
export const amountDue = (payable: number, paid: number): number =>
  roundMoney(maxMoney(0, new Money(payable).minus(paid)));

/** What goes back to the payer when the payments exceed the bill. */
export const changeDue = (payable: number, paid: number): number =>
  roundMoney(maxMoney(0, new Money(paid).minus(payable)));
