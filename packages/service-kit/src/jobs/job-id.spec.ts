import { assertValidJobId, JOB_ID_SEPARATOR, jobId } from './job-id';

describe('jobId', () => {
  it('joins the kind and the parts with the separator, deterministically', () => {
    const leaseId = '665f1c2ab0c1d2e3f4a5b6c7';
    expect(jobId('rent-reminder', leaseId, '2026-12-01')).toBe(`rent-reminder|${leaseId}|2026-12-01`);
    expect(jobId('rent-reminder', leaseId, '2026-12-01')).toBe(jobId('rent-reminder', leaseId, '2026-12-01'));
    expect(JOB_ID_SEPARATOR).toBe('|');
  });

  it('accepts any number of parts and numbers', () => {
    expect(jobId('send-welcome-email', 'evt-1')).toBe('send-welcome-email|evt-1');
    expect(jobId('overdue-sweep', 2026, 12, 'a', 'b')).toBe('overdue-sweep|2026|12|a|b');
    expect(jobId('mail', 'tenant+1@example.in')).toBe('mail|tenant+1@example.in');
  });

  it('builds ids that BullMQ 5 accepts (no ":" whatever the number of parts, never an integer)', () => {
    for (const id of [jobId('a', 'b'), jobId('a', 'b', 'c'), jobId('a', 'b', 'c', 'd'), jobId('x1', 1)]) {
      expect(id).not.toContain(':');
      expect(String(Number.parseInt(id, 10))).not.toBe(id);
      expect(() => assertValidJobId(id)).not.toThrow();
    }
  });

  it('refuses a kind that is not kebab-case', () => {
    expect(() => jobId('Rent Reminder', 'x')).toThrow(/kind "Rent Reminder" must be kebab-case/);
    expect(() => jobId('1-reminder', 'x')).toThrow(/kebab-case/);
    expect(() => jobId('', 'x')).toThrow(/kebab-case/);
  });

  it('refuses no parts, empty parts and parts that would make the id ambiguous or invalid', () => {
    expect(() => jobId('rent-reminder')).toThrow(/at least one part/);
    expect(() => jobId('rent-reminder', '')).toThrow(/part 1/);
    expect(() => jobId('rent-reminder', 'lease', 'a|b')).toThrow(/part 2 \("a\|b"\)/);
    expect(() => jobId('rent-reminder', 'lease:1')).toThrow(/":"/);
    expect(() => jobId('rent-reminder', 'lease 1')).toThrow(/whitespace/);
    expect(() => jobId('rent-reminder', Number.NaN)).toThrow(/finite number/);
  });
});

describe('assertValidJobId', () => {
  it('requires an id', () => {
    expect(() => assertValidJobId('')).toThrow(/jobId is required/);
    expect(() => assertValidJobId(undefined as unknown as string)).toThrow(/jobId is required/);
  });

  it('refuses what BullMQ refuses or reserves', () => {
    expect(() => assertValidJobId('rent-reminder:lease-1:2026-12-01')).toThrow(/must not contain ":"/);
    expect(() => assertValidJobId('42')).toThrow(/must not be an integer/);
    expect(() => assertValidJobId('a b')).toThrow(/whitespace/);
    expect(() => assertValidJobId('welcome|user-1')).not.toThrow();
  });
});
