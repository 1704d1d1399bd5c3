import { Controller, Get, Inject } from '@nestjs/common';
import { PublicInternal } from '../http/identity/identity.guard';
import { ProblemException } from '../http/problem.exception';
import { HealthService, type ReadinessReport } from './health.service';

/** `/health/live`: the process answers. `/health/ready`: every dependency answers (else 503 problem+json). */
@PublicInternal()
@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  @Get('live')
  live(): { status: 'up' } {
    return { status: 'up' };
  }

  @Get('ready')
  async ready(): Promise<ReadinessReport> {
    const report = await this.health.readiness();
    if (report.status === 'up') return report;
    const failing = Object.entries(report.checks)
      .filter(([, check]) => check.status === 'down')
      .map(([name, check]) => `${name} (${check.reason ?? 'down'})`);
    throw new ProblemException('SERVICE_UNAVAILABLE', `Not ready: ${failing.join(', ')}.`, {
      extensions: { checks: report.checks },
    });
  }
}
