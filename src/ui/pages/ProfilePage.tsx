import { MemberOnly } from '../member/MemberOnly.tsx';
import { ProfileForm } from '../member/ProfileForm.tsx';

/** /account/profile: the member edits and saves their own details. */
const ProfilePage = () => (
  <section className="page member-page">
    <MemberOnly>{(member) => <ProfileForm key={member.id} member={member} />}</MemberOnly>
  </section>
);

export default ProfilePage;
