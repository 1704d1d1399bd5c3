import { daysPastDueBadge, leasesReminders, sendLeaseReminder } from './notifications';
import { routePath } from './route';

describe('notifications contracts', () => {
  it('colours days past due as spec 001 §4 says: ≤ 0 on time, 1–7 warning, over 7 danger', () => {
    expect([-3, 0, 1, 7, 8, 40].map(daysPastDueBadge)).toEqual([
      'on_time',
      'on_time',
      'warning',
      'warning',
      'danger',
      'danger',
    ]);
  });

  it('keeps the exact paths of spec 001 §7', () => {
    expect(routePath(leasesReminders, { id: 'pm1' })).toBe('/trio/property-manager/pm1/leases-reminders');
    expect(routePath(sendLeaseReminder, { leaseId: 'l1' })).toBe('/trio/property-manager/lease/l1/send-reminder');
    expect(sendLeaseReminder.method).toBe('POST');
  });
});
