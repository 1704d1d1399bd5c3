import 'reflect-metadata';
import { applications } from './app.module';

/** The applications service: HTTP for the gateway, its Kafka consumers and the expiry jobs. */
applications.main();
