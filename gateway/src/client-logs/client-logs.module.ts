import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ClientLogsController } from './client-logs.controller';

/** The browser's log call, `POST /trio/logs`. */
@Module({ imports: [RateLimitModule], controllers: [ClientLogsController] })
export class ClientLogsModule {}
