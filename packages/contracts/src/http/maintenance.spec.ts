import {
  createMaintenanceBodySchema,
  isMaintenanceOverdue,
  MAINTENANCE_STATUS_LABELS,
  maintenanceDueAt,
  updateMaintenanceBodySchema,
} from './maintenance';

const submitted = new Date('2026-01-10T10:00:00.000Z');

describe('maintenance response targets', () => {
  it.each([
    ['urgent', '2026-01-10T14:00:00.000Z'],
    ['high', '2026-01-11T10:00:00.000Z'],
    ['medium', '2026-01-13T10:00:00.000Z'],
    ['low', '2026-01-17T10:00:00.000Z'],
  ] as const)('%s is due at %s', (priority, due) => {
    expect(maintenanceDueAt(submitted, priority).toISOString()).toBe(due);
  });

  it('flags only open requests past their due time', () => {
    const due = maintenanceDueAt(submitted, 'urgent');
    const later = new Date(due.getTime() + 1);
    expect(isMaintenanceOverdue('pending', due, later)).toBe(true);
    expect(isMaintenanceOverdue('in_progress', due, later)).toBe(true);
    expect(isMaintenanceOverdue('pending', due, due)).toBe(false);
    expect(isMaintenanceOverdue('completed', due, later)).toBe(false);
    expect(isMaintenanceOverdue('cancelled', due, later)).toBe(false);
  });

  it('labels the statuses as spec 001 §4 does', () => {
    expect(MAINTENANCE_STATUS_LABELS).toEqual({
      pending: 'Submitted',
      in_progress: 'In Progress',
      completed: 'Resolved',
      cancelled: 'Rejected',
    });
  });
});

describe('maintenance request bodies', () => {
  const base = { title: 'Leak', description: 'Under the sink', propertyId: 'p1' };

  it('defaults priority to medium and category to general', () => {
    expect(createMaintenanceBodySchema.parse(base)).toMatchObject({ priority: 'medium', category: 'general' });
  });

  it.each(['priority', 'category'])('names %s when its value is unknown', (field) => {
    const result = createMaintenanceBodySchema.safeParse({ ...base, [field]: 'whenever' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([field]);
  });

  it('requires a title and a description, bounded', () => {
    const result = createMaintenanceBodySchema.safeParse({ ...base, title: ' ', description: 'x'.repeat(2001) });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['description', 'title']);
  });

  it('takes either a status or a note, and names an unknown status', () => {
    expect(updateMaintenanceBodySchema.safeParse({ status: 'in_progress' }).success).toBe(true);
    expect(updateMaintenanceBodySchema.safeParse({ note: 'On it', author: 'someone@else.in' }).success).toBe(true);
    expect(updateMaintenanceBodySchema.safeParse({}).success).toBe(false);
    expect(updateMaintenanceBodySchema.safeParse({ status: 'pending', note: 'x' }).success).toBe(false);
    const unknown = updateMaintenanceBodySchema.safeParse({ status: 'done' });
    expect(unknown.error?.issues.map((i) => i.path.join('.'))).toEqual(['status']);
  });
});
