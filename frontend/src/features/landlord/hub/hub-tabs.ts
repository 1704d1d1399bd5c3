import type { MessageId } from '../../../i18n/message-ids';

/** The Landlord Hub's tabs, in order; the selected one is the `tab` search parameter. */
export type HubTab = 'overview' | 'listing-requests' | 'properties' | 'tenants' | 'payments' | 'maintenance';

export const TABS: readonly { key: HubTab; labelId: MessageId }[] = [
  { key: 'overview', labelId: 'landlord.hub.tab.overview' },
  { key: 'listing-requests', labelId: 'landlord.hub.tab.listingRequests' },
  { key: 'properties', labelId: 'landlord.hub.tab.properties' },
  { key: 'tenants', labelId: 'landlord.hub.tab.tenants' },
  { key: 'payments', labelId: 'landlord.hub.tab.payments' },
  { key: 'maintenance', labelId: 'landlord.hub.tab.maintenance' },
];

export const isTab = (value: string | null): value is HubTab => TABS.some((tab) => tab.key === value);
