import 'reflect-metadata';
import { users } from './app.module';

/** The users service: HTTP on HOST:PORT (127.0.0.1 by default) for the gateway, and its Kafka consumers. */
users.main();
