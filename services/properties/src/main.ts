import 'reflect-metadata';
import { properties } from './app.module';

/** The properties service: HTTP (with multipart uploads) for the gateway, and its Kafka consumers. */
properties.main();
