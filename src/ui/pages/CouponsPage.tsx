import { NotYet } from '../components/PageState.tsx';

/** Available, expired and used coupons share this page; the lists arrive with the member work. */
const CouponsPage = () => (
  <section className="page">
    <NotYet />
  </section>
);

export default CouponsPage;
