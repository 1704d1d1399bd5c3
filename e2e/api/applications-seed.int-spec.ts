import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from './support/stack';

/** `npm run seed`'s applications step: every status for the demo renters, on the demo managers' properties; repeatable. */
describe('the applications demo seed', () => {
  let stack: Stack;
  let dir: string;

  beforeAll(async () => {
    stack = await startStack();
    dir = mkdtempSync(join(tmpdir(), 'trio-applications-seed-'));
  }, 90_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await stack?.close();
  });

  it('creates applications in every status from the property and user events, and nothing more the second time', () => {
    const people = join(dir, 'people.json');
    expect(stack.usersOps(['seed-demo', '--landlords', '2', '--renters', '4', '--out', people]).status).toBe(0);
    expect(stack.propertiesOps(['seed', '--properties', '40', '--people', people]).status).toBe(0);
    const first = stack.services.applications.ops(['seed', '--people', people]);
    expect([first.status, first.stderr]).toEqual([0, '']);
    expect(first.stdout).toMatch(/applications seed done: [1-9]\d* created, 0 existed/);
    const second = stack.services.applications.ops(['seed', '--people', people]);
    expect(second.stdout).toMatch(/applications seed done: 0 created, [1-9]\d* existed/);
    const file = JSON.parse(readFileSync(people, 'utf8')) as { renters: { _id: string }[] };
    expect(file.renters.length).toBeGreaterThan(0);
  }, 300_000);

  it('stores every status', async () => {
    const statuses = await stack.services.applications.db.collection('applications').distinct('status');
    expect([...statuses].sort()).toEqual(['approved', 'expired', 'pending', 'rejected', 'under_review', 'withdrawn']);
  });
});
