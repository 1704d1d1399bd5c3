import 'reflect-metadata';
import { opsCommand, runOpsCommands } from '@trio/service-kit/service';
import { payments } from '../app.module';
import { RentLedgerService } from '../ledger/rent-ledger.service';

const USAGE = `usage (from the repository root):
  npm run ops -- rent-notices
      publishes the rent notices due now (payments.rent.due.v1 / .overdue.v1), once each, as the rent job does`;

/** `rent-notices`: what the rent job does, now. */
const rentNotices = opsCommand({
  options: {},
  input: () => ({}),
  run: async (app) => {
    const ledger = app.get(RentLedgerService);
    let published = 0;
    for (const notice of await ledger.pendingNotices()) {
      if (await ledger.notify(notice.leaseId, notice.month, notice.kind)) published += 1;
    }
    console.log(`published ${published} rent notice(s)`);
  },
});

/** Operations commands of the payments service (the kit's runner boots the core, runs, waits for events). */
runOpsCommands(payments, { usage: USAGE, commands: { 'rent-notices': rentNotices } });
