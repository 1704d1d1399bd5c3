import 'reflect-metadata';
import { runService } from '@trio/service-kit/events';
import { UsersAppModule } from './app.module';

/** The users service: HTTP on HOST:PORT (127.0.0.1 by default) for the gateway, and its Kafka consumers. */
runService(() => UsersAppModule.forRoot());
