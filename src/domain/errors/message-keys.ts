/**
 * Every translation key the domain can emit. The bare keys (phoneRequired, nameRequired,
 * emailFormatIncorrect) and the order.* keys the spec names are kept verbatim; the rest are
 * invented in the same two families (bare for form fields, namespaced for toasts) and listed in
 * docs/domain-rules.md. The UI's locale files must hold them all.
 */
export const domainMessageKeys = [
  // form fields (spec §5)
  'phoneRequired',
  'phoneInvalid',
  'codeRequired',
  'codeInvalid',
  'nameRequired',
  'lastNameRequired',
  'birthdayRequired',
  'birthdayInvalid',
  'emailRequired',
  'emailFormatIncorrect',
  // ordering preconditions (spec §4, §5)
  'order.EnterYourNameFirst',
  'order.inValidGuestNumber',
  'order.pleaseScanQrCodeAgain',
  'order.chooseOrderTypeFirst',
  'order.orderClosed',
  // live notices and confirmations that block nothing (issue 15)
  'order.orderUpdated',
  'order.cancelledByStaff',
  'order.roundAdded',
  'order.nowDineIn',
  'order.nowToGo',
  'order.staffClearedCart',
  'order.tableClearedAddAgain',
  // the table's timeline words, said as a toast to a diner who was away at the clear
  'table.cleared',
  'table.staffCalled',
  // what a race at the table undid: a change a placement overtook, a coupon left out (docs/worker.md)
  'cart.changeOvertaken',
  'order.couponNotUsed',
  'order.wentWithAnotherRound',
  // dishes added before the table's cart was read that its party or seat outlived (docs/offline.md)
  'cart.notAdded',
  // dishes held with others that sold out before they were written (worker/commands/cart-sync.ts)
  'cart.soldOutNotAdded',
  // ordering needs the server: offline, or prices it confirmed differently (docs/offline.md)
  'order.needsConnection',
  'order.pricesChanged',
  // a placement that got no answer, then its truth once known (docs/offline.md); the first is
  // the cart sheet's own note, said as a toast where the sheet is closed
  'cart.placeUnanswered',
  'order.placementNotSent',
  // error catalogue (spec §8)
  'order.orderSubmitted',
  'order.shoppingCartUpdated',
  'order.guestModeDoesNotSupportPlacingOrders',
  'order.pleaseAddItAgainToYourCart',
  'order.tableUnavailable',
  'order.itemOffShelfOrSoldOut',
  'login.onlyOneMessagePerMinute',
  'login.oneIpThreeMessagesPerMinute',
  'login.signUpRequired',
  // a 401 logged the member out (spec §8)
  'login.sessionExpired',
  // fallbacks when the server gives no message (spec §5, §8)
  'order.placeOrderError',
  'cart.updateFailed',
  'cart.fetchEmptyData',
  'cart.fetchFailed',
  'common.somethingWentWrong',
] as const;

export type DomainMessageKey = (typeof domainMessageKeys)[number];

/**
 * The en-US source text. Where the spec quotes a message it is used word for word (capitalised
 * where it opens a sentence), so a reviewer can trace each key back to the spec.
 */
export const domainMessageDefaults: Readonly<Record<DomainMessageKey, string>> = {
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Enter a useful phone number',
  codeRequired: 'Please enter the verification code',
  codeInvalid: 'The verification code is 6 digits',
  nameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  birthdayRequired: 'Please select your birthday',
  birthdayInvalid: 'That day does not exist in the selected month',
  emailRequired: 'Please enter your email',
  emailFormatIncorrect: 'The email format is incorrect',
  'order.EnterYourNameFirst': 'Please enter your name first',
  'order.inValidGuestNumber': 'Please choose a valid number of guests',
  'order.pleaseScanQrCodeAgain': 'Please scan QR code again',
  'order.chooseOrderTypeFirst': 'Choose Dine in or To go first.',
  'order.orderClosed': 'This order is closed',
  'order.orderUpdated': "Your table's order has been updated.",
  'order.cancelledByStaff':
    "The restaurant cancelled your table's order. Ask the staff if you didn't expect it.",
  'order.roundAdded': "Your dishes were added to the table's order.",
  'order.nowDineIn': 'Someone at your table switched the order to Dine in.',
  'order.nowToGo': 'Someone at your table switched the order to To go.',
  'order.staffClearedCart': "The staff cleared your table's cart.",
  'order.tableClearedAddAgain': 'The staff just cleared this table. Please add your dish again.',
  'table.cleared': 'Staff cleared the table',
  'table.staffCalled': 'We told the staff: someone is coming to your table.',
  'cart.changeOvertaken':
    "{dish} had already been ordered, so your change didn't apply. Ask the staff if you want it changed.",
  'cart.notAdded':
    "{dish} wasn't added: {why, select, cleared {the staff cleared the table} other {your seat changed}}. Add it again if you want it.",
  'cart.soldOutNotAdded':
    '{dish} sold out before {many, select, yes {they were} other {it was}} added.',
  'order.couponNotUsed':
    "Someone at your table ordered first, without your coupon. It's kept for your next round.",
  'order.wentWithAnotherRound':
    'Someone at your table ordered first, and your dishes went with that order.',
  'order.needsConnection':
    'Ordering needs a connection. Your cart is kept: place the order when you are back online.',
  'order.pricesChanged': 'Some prices in the cart changed. Check them, then place the order again.',
  'cart.placeUnanswered':
    "No answer from the restaurant: this round may have gone through. Look at the table's order before you place it again.",
  'order.placementNotSent': "Your order didn't reach the restaurant. Please send it again.",
  'order.orderSubmitted': 'The order has already been submitted',
  'order.shoppingCartUpdated': 'The shopping cart was updated, please check it again',
  'order.guestModeDoesNotSupportPlacingOrders': 'Guest mode does not support placing orders',
  'order.pleaseAddItAgainToYourCart': 'Please add it again to your cart',
  'order.tableUnavailable': 'This table is unavailable',
  'order.itemOffShelfOrSoldOut': 'This item is off the shelf or sold out',
  'login.onlyOneMessagePerMinute': 'Only one message per minute',
  'login.oneIpThreeMessagesPerMinute': 'One IP can receive the message three times in a minute',
  'login.signUpRequired': 'Please sign up first',
  'login.sessionExpired': 'Your sign-in has expired. Please log in again.',
  'order.placeOrderError': 'Place order error',
  'cart.updateFailed': 'Failed to update the cart.',
  'cart.fetchEmptyData': 'fetch cart details error: empty data',
  'cart.fetchFailed': 'fetch cart details error',
  'common.somethingWentWrong': 'Something went wrong. Please try again later.',
};

const keySet: ReadonlySet<string> = new Set(domainMessageKeys);

export const isDomainMessageKey = (value: string): value is DomainMessageKey => keySet.has(value);
