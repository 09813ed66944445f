import { NotYet } from '../components/PageState.tsx';
import { MemberSummary } from './MemberSummary.tsx';

/** The member's own page; editing and the rest arrive with the member work. */
const MemberPage = () => (
  <section className="page">
    <MemberSummary />
    <NotYet />
  </section>
);

export default MemberPage;
