import { type Lease } from '@trio/contracts/http/applications';
import { type OwnerStatementRow } from '@trio/contracts/http/payments';
import { type Property } from '@trio/contracts/http/properties';
import { dashboardSummary, tenantsOf } from './dashboard-summary';

const property = (status: 'available' | 'occupied') => ({ status }) as Property;
const lease = (status: string, rentPaise: number, tenant = 'Rohan') =>
  ({
    _id: `lease-${tenant}`,
    status,
    rentPaise,
    tenantId: `t-${tenant}`,
    propertyId: `p-${tenant}`,
    tenant: { firstName: tenant, lastName: 'K', name: `${tenant} K`, email: `${tenant}@x.in`, phone: null },
  }) as unknown as Lease;
const row = (month: string, collectedPaise: number, outstandingPaise: number) =>
  ({ month, collectedPaise, outstandingPaise, rentDuePaise: collectedPaise + outstandingPaise }) as OwnerStatementRow;

describe('dashboardSummary', () => {
  it('counts homes, takes rent, deposit and late fees as Total Collected (fees apart), takes this month’s rent over the active leases’ rent', () => {
    const summary = dashboardSummary({
      properties: [property('available'), property('occupied'), property('occupied')],
      leases: [lease('active', 2_500_000, 'A'), lease('active', 1_500_000, 'B'), lease('ended', 9_900_000, 'C')],
      collected: { rentPaise: 4_000_000, depositPaise: 3_750_000, lateFeesPaise: 50_000, feesPaise: 135_000 },
      statement: [row('2026-11', 2_500_000, 0), row('2026-11', 0, 1_500_000), row('2026-10', 0, 2_500_000)],
      month: '2026-11',
      deposits: { heldPaise: 3_750_000, heldCount: 1, returnedPaise: 1_200_000, keptPaise: 300_000 },
    });
    expect(summary).toEqual({
      vacant: 1,
      occupied: 2,
      activeLeases: 2,
      activeLeaseRentPaise: 4_000_000,
      month: '2026-11',
      monthCollectedPaise: 2_500_000,
      rentCollectedPercent: 63,
      totalCollectedPaise: 7_800_000, // rent + deposit + late fees; not the fees
      feesPaidPaise: 135_000,
      pendingPaise: 4_000_000,
      pendingCount: 2,
      depositsHeldPaise: 3_750_000,
      depositsHeldCount: 1,
      depositsReturnedPaise: 1_200_000,
      depositsKeptPaise: 300_000,
    });
  });

  it('leaves a figure null when a part it needs is missing, and 0 % with no active lease', () => {
    const noPayments = dashboardSummary({
      properties: [],
      leases: [lease('active', 100)],
      collected: null,
      statement: null,
      month: null,
    });
    expect(noPayments).toMatchObject({
      vacant: 0,
      activeLeases: 1,
      totalCollectedPaise: null,
      feesPaidPaise: null,
      pendingPaise: null,
      rentCollectedPercent: null,
      depositsHeldPaise: null,
    });
    const noLeases = dashboardSummary({
      properties: null,
      leases: [],
      collected: { rentPaise: 0, depositPaise: 0, lateFeesPaise: 0, feesPaise: 0 },
      statement: [],
      month: '2026-11',
    });
    expect(noLeases).toMatchObject({ vacant: null, rentCollectedPercent: 0, totalCollectedPaise: 0 });
  });

  it('lists the tenants of active leases only', () => {
    expect(tenantsOf([lease('active', 1, 'A'), lease('ended', 1, 'B')]).map((t) => t.name)).toEqual(['A K']);
  });
});
