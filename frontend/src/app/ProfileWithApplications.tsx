import { ProfilePage } from '../features/account/ProfilePage';
import { MyApplicationsSection } from '../features/applications/components/MyApplicationsSection';

/** `/profile`: the user's record (account) and their rental applications (applications), composed here. */
export function ProfileWithApplications() {
  return (
    <ProfilePage>
      <MyApplicationsSection />
    </ProfilePage>
  );
}
