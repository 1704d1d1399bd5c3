import { Controller, HttpCode } from '@nestjs/common';
import { clientLog, type ClientLogEntry } from '@trio/contracts/http/client-logs';
import { ZodBody } from '@trio/service-kit/http';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { ServeRoute } from '../http/served-route';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { clientLogLine } from './client-log-line';

/**
 * `POST /trio/logs` (spec 000 §7): the browser's log entry becomes one line of the gateway's log, at the entry's
 * level, under the correlation id of the request (the SPA sends its own `x-correlation-id`), so
 * `npm run ops -- trace <id>` shows it next to what the servers did. Anyone may call it; it is rate-limited per
 * address (`client-logs` policy) and its body is bounded (CLIENT_LOG_MAX_BYTES, set on the route in gateway-app.ts).
 * Writing the line cannot fail the request: the answer is 204 once the entry is valid.
 */
@Controller()
export class ClientLogsController {
  private readonly logger: Logger;

  constructor(@InjectLogger() logger: Logger) {
    this.logger = logger.child({ context: 'ClientLogs' });
  }

  @ServeRoute(clientLog)
  @RateLimit('client-logs')
  @HttpCode(204)
  record(@ZodBody(clientLog.body) entry: ClientLogEntry): void {
    try {
      const { fields, message } = clientLogLine(entry);
      this.logger[entry.level](fields, message);
    } catch {
      // A log line that cannot be written is not the browser's problem (and never a 500).
    }
  }
}
