import 'reflect-metadata';
import { runService } from '@trio/service-kit/events';
import { PropertiesAppModule } from './app.module';
import { preparePropertiesApp } from './http-setup';

/** The properties service: HTTP (with multipart uploads) for the gateway, and its Kafka consumers. */
runService(() => PropertiesAppModule.forRoot(), preparePropertiesApp);
