import { NotYet } from '../components/PageState.tsx';

/** The member's orders (paged by 15) arrive with the member work; until then it says so. */
const OrderListPage = () => (
  <section className="page">
    <NotYet />
  </section>
);

export default OrderListPage;
