/**
 * Thrown by a route's guard when the merchant could not be asked (the phone is offline and
 * nothing was cached): the error layout says so, keeps the address, and tries again once the
 * browser is back online.
 */
export class PageUnreachable extends Error {
  constructor() {
    super('the restaurant could not be reached');
    this.name = 'PageUnreachable';
  }
}
