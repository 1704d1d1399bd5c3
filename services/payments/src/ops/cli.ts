import 'reflect-metadata';
import { opsCommand, OpsUsageError, runOpsCommands } from '@trio/service-kit/service';
import { payments } from '../app.module';
import { LandlordBooksService } from '../landlord-books/landlord-books.service';
import { RentLedgerService } from '../ledger/rent-ledger.service';
import { catchUpCopies, seedDemoPayments } from '../seed/demo-payments';

const USAGE = `usage (from the repository root):
  npm run seed                                 the whole demo; this service's part is \`seed\` (after applications)
  node -r @swc-node/register services/payments/src/ops/cli.ts seed
      demo payments of the demo leases: each initial payment and the rent history, one month left overdue. Reads the
      property, application and lease events first, and remakes the landlords' books. Safe to repeat.
  node -r @swc-node/register services/payments/src/ops/cli.ts rebuild-landlord-books
      remakes every landlord's book (the dashboard's payments part) from the payments, lease copies and rent ledgers:
      after writing those directly, or to start the books on older data. Safe to repeat.
  npm run ops -- rent-notices [--now <ISO date-time>]
      publishes the rent notices due now (payments.rent.due.v1 / .overdue.v1, charging an overdue month its late
      fee), once each, as the rent job does; --now: as of that time instead (tests, a missed day)`;

/** `rent-notices`: what the rent job does, now (or as of `--now`). */
const rentNotices = opsCommand({
  options: { now: { type: 'string' } },
  input: (values) => {
    const now = values.now === undefined ? new Date() : new Date(String(values.now));
    if (Number.isNaN(now.getTime())) throw new OpsUsageError('--now: expected an ISO date-time');
    return { now };
  },
  run: async (app, { now }) => {
    const ledger = app.get(RentLedgerService);
    let published = 0;
    for (const notice of await ledger.pendingNotices(now)) {
      if (await ledger.notify(notice.leaseId, notice.month, notice.kind, now)) published += 1;
    }
    console.log(`published ${published} rent notice(s)`);
  },
});

/** `seed`: demo payments and rent history of the demo leases. */
const seed = opsCommand({
  options: {},
  input: () => ({}),
  run: async (app) => {
    const events = await catchUpCopies(app);
    console.log(`payments seed: copies up to date (${events} events read)`);
    const summary = await seedDemoPayments(app);
    console.log(`payments seed done: ${summary.created} created, ${summary.existed} existed`);
    // The seed writes payments without events: the books are made from what it wrote.
    console.log(`landlord books remade: ${await app.get(LandlordBooksService).rebuild()}`);
  },
});

/** `rebuild-landlord-books`: every landlord's book from this service's own data. */
const rebuildLandlordBooks = opsCommand({
  options: {},
  input: () => ({}),
  run: async (app) => {
    console.log(`landlord books remade: ${await app.get(LandlordBooksService).rebuild()}`);
  },
});

/** Operations commands of the payments service (the kit's runner boots the core, runs, waits for events). */
runOpsCommands(payments, {
  usage: USAGE,
  commands: { 'rent-notices': rentNotices, 'rebuild-landlord-books': rebuildLandlordBooks, seed },
});
