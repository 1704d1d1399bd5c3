export { bootApp, type BootAppOptions, type BootedApp } from './boot-app';
export { readCapturedMail, type CapturedMail } from './captured-mail';
export { createLogCapture, type LogCapture, type LogLine } from './log-capture';
export { serviceTestEnv } from './service-test-env';
export { uniqueAadhaar, uniqueName } from './unique';
export { collectMessages, waitForEvent, type ReceivedMessage } from './wait-for-event';
export { sendJson, type JsonResponse } from './send-json';
export { controllerRoutes, controllersIn, type ControllerRoute } from './http-routes';
export { deleteBucket, deleteSearchIndexes, deleteTopicsWithPrefix, type StorageSettings } from './leftovers';
