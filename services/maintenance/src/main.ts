import 'reflect-metadata';
import { maintenance } from './app.module';

/** The maintenance service: HTTP for the gateway and its Kafka consumers. */
maintenance.main();
