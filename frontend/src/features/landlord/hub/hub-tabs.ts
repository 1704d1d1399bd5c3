import { type TabItem } from '../../../components/Tabs';

/** The Landlord Hub's tabs, in order; the selected one is the `tab` search parameter. */
export type HubTab = 'overview' | 'listing-requests' | 'properties' | 'tenants' | 'payments' | 'maintenance';

export const TABS: readonly TabItem<HubTab>[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'listing-requests', label: 'Listing Requests' },
  { key: 'properties', label: 'Properties' },
  { key: 'tenants', label: 'Tenants' },
  { key: 'payments', label: 'Payments' },
  { key: 'maintenance', label: 'Maintenance Requests' },
];

export const isTab = (value: string | null): value is HubTab => TABS.some((tab) => tab.key === value);
