import 'reflect-metadata';
import { notifications } from './app.module';

/** The notifications service: HTTP for the gateway, its Kafka consumers, the e-mail queue and the reminder schedule. */
notifications.main();
