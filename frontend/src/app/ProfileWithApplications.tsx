import { ProfilePage } from '../features/account/ProfilePage';
import { MyApplicationsSection } from '../features/applications/components/MyApplicationsSection';
import { SavedSearchesSection } from '../features/saved-searches/SavedSearchesSection';

/**
 * `/profile`: the user's record (account), their rental applications (applications) and their saved searches
 * (saved-searches), composed here.
 */
export function ProfileWithApplications() {
  return (
    <ProfilePage>
      <MyApplicationsSection />
      <SavedSearchesSection />
    </ProfilePage>
  );
}
