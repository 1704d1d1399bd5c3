import 'reflect-metadata';
import { payments } from './app.module';

/** The payments service: HTTP for the gateway, its Kafka consumers and the rent jobs. */
payments.main();
