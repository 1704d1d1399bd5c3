import type { PropertyAddress } from '../../lib/property-types';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "Flat 4B, 12 MG Road, Bengaluru, Karnataka 560001" from either address form. */
export function formatAddress(address: PropertyAddress | null | undefined): string {
  if (!address) return '';
  if (typeof address === 'string') return address.trim();
  const place = [address.street, address.city, address.state].filter((part) => part && part.trim()).join(', ');
  return [place, address.zipCode].filter(Boolean).join(' ');
}

/** The rent as rupees in Indian grouping, e.g. "₹1,25,000"; '' when it is missing or not a number. */
export function formatRent(rentPrice: number | string | null | undefined): string {
  if (rentPrice === null || rentPrice === undefined || rentPrice === '') return '';
  const amount = typeof rentPrice === 'string' ? Number(rentPrice.replace(/[₹,\s]/g, '')) : rentPrice;
  return Number.isFinite(amount) ? rupees.format(amount) : '';
}
