import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Compresses text responses of 1 KB or more (API JSON, problem documents, the OpenAPI document) for clients that
 * accept it: brotli at a quality cheap enough for per-request work, else gzip. The SPA's files are compressed once
 * at build time and leave here as they are (they already carry their content-encoding); images are not text.
 */
export async function installCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
