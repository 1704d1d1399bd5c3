import { type Lease } from '@trio/contracts/http/applications';
import { type DashboardSummary, type DashboardTenant } from '@trio/contracts/http/landlord';
import { type OwnerStatementRow } from '@trio/contracts/http/payments';
import { type Property } from '@trio/contracts/http/properties';

/** The parts a summary is computed from; null when their service did not answer. */
export interface SummaryInputs {
  properties: readonly Property[] | null;
  leases: readonly Lease[] | null;
  /**
   * The completed payments' sums as the payments service made them over all (the list holds the newest only): rent,
   * deposit and late fees (the landlord's money) and the fees the renters paid besides.
   */
  collected: { rentPaise: number; depositPaise: number; lateFeesPaise: number; feesPaise: number } | null;
  statement: readonly OwnerStatementRow[] | null;
  /** The current month in India (YYYY-MM), as the payments service gave it. */
  month: string | null;
  /** The security deposits held, returned and kept, as the payments service made them (issue 30). */
  deposits?: { heldPaise: number; heldCount: number; returnedPaise: number; keptPaise: number } | null;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The Dashboard tab's figures (spec 001 §2, §9), in integer paise. Each figure needs some parts; when one of them is
 * missing the figure is null (the page says it is unknown rather than showing a wrong zero).
 */
export function dashboardSummary({
  properties,
  leases,
  collected,
  statement,
  month,
  deposits = null,
}: SummaryInputs): DashboardSummary {
  const active = leases?.filter((lease) => lease.status === 'active') ?? null;
  const activeLeaseRentPaise = active ? sum(active.map((lease) => lease.rentPaise)) : null;
  const monthRows = statement && month ? statement.filter((row) => row.month === month) : null;
  const monthCollectedPaise = monthRows ? sum(monthRows.map((row) => row.collectedPaise)) : null;
  const pendingRows = statement?.filter((row) => row.outstandingPaise > 0) ?? null;
  let rentCollectedPercent: number | null = null;
  if (activeLeaseRentPaise !== null && monthCollectedPaise !== null) {
    rentCollectedPercent =
      activeLeaseRentPaise === 0 ? 0 : Math.round((monthCollectedPaise * 100) / activeLeaseRentPaise);
  }
  return {
    vacant: properties ? properties.filter((p) => p.status === 'available').length : null,
    occupied: properties ? properties.filter((p) => p.status === 'occupied').length : null,
    activeLeases: active ? active.length : null,
    activeLeaseRentPaise,
    month,
    monthCollectedPaise,
    rentCollectedPercent,
    totalCollectedPaise: collected ? collected.rentPaise + collected.depositPaise + collected.lateFeesPaise : null,
    feesPaidPaise: collected ? collected.feesPaise : null,
    pendingPaise: pendingRows ? sum(pendingRows.map((row) => row.outstandingPaise)) : null,
    pendingCount: pendingRows ? pendingRows.length : null,
    depositsHeldPaise: deposits ? deposits.heldPaise : null,
    depositsHeldCount: deposits ? deposits.heldCount : null,
    depositsReturnedPaise: deposits ? deposits.returnedPaise : null,
    depositsKeptPaise: deposits ? deposits.keptPaise : null,
  };
}

/** The tenants of the active leases (one per tenant and home), from the leases. */
export function tenantsOf(leases: readonly Lease[]): DashboardTenant[] {
  return leases
    .filter((lease) => lease.status === 'active')
    .map((lease) => ({
      _id: lease.tenantId,
      firstName: lease.tenant.firstName,
      lastName: lease.tenant.lastName,
      name: lease.tenant.name,
      email: lease.tenant.email,
      phone: lease.tenant.phone,
      leaseId: lease._id,
      propertyId: lease.propertyId,
    }));
}
