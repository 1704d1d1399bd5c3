import type account from './catalogues/en/account.json';
import type applications from './catalogues/en/applications.json';
import type auth from './catalogues/en/auth.json';
import type billing from './catalogues/en/billing.json';
import type common from './catalogues/en/common.json';
import type conversations from './catalogues/en/conversations.json';
import type favorites from './catalogues/en/favorites.json';
import type home from './catalogues/en/home.json';
import type info from './catalogues/en/info.json';
import type landlord from './catalogues/en/landlord.json';
import type maintenance from './catalogues/en/maintenance.json';
import type manager from './catalogues/en/manager.json';
import type property from './catalogues/en/property.json';
import type renters from './catalogues/en/renters.json';
import type savedSearches from './catalogues/en/saved-searches.json';
import type search from './catalogues/en/search.json';
import type shell from './catalogues/en/shell.json';

/** Every message id, from the English catalogues: a typo or a removed message fails the typecheck. */
export type MessageId =
  | keyof typeof shell
  | keyof typeof common
  | keyof typeof home
  | keyof typeof search
  | keyof typeof savedSearches
  | keyof typeof favorites
  | keyof typeof property
  | keyof typeof applications
  | keyof typeof auth
  | keyof typeof account
  | keyof typeof billing
  | keyof typeof conversations
  | keyof typeof maintenance
  | keyof typeof renters
  | keyof typeof landlord
  | keyof typeof manager
  | keyof typeof info;
