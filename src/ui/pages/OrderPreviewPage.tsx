/** Spec §2 guard 5: as a route, the order preview always goes to not-found (it lives in the cart). */
const OrderPreviewPage = () => null;
export default OrderPreviewPage;
