import { NotYet } from '../components/PageState.tsx';
import { ReportProblem } from '../devtools/ReportProblem.tsx';
import { MemberSummary } from './MemberSummary.tsx';

/** The member's own page; editing and the rest arrive with the member work. */
const AccountPage = () => (
  <section className="page">
    <MemberSummary />
    <NotYet />
    <ReportProblem />
  </section>
);

export default AccountPage;
