import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Client } from 'minio';
import type { Readable } from 'node:stream';

/** Injection token of {@link ImageStorageOptions}. */
export const IMAGE_STORAGE_OPTIONS = Symbol.for('trio.images.storage-options');

/** Where images are stored: an S3-compatible server (MinIO locally) and the bucket. */
export interface ImageStorageOptions {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
}

/** The configuration variables the storage is built from (the s3ConfigSchema fragment plus MEDIA_BUCKET). */
export interface ImageStorageConfig {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_REGION?: string;
  MEDIA_BUCKET?: string;
}

/**
 * `{ S3_ENDPOINT: 'http://127.0.0.1:9000', … }` → the minio client's settings; the bucket is MEDIA_BUCKET, else
 * `defaultBucket`.
 */
export function imageStorageOptionsFrom(config: ImageStorageConfig, defaultBucket: string): ImageStorageOptions {
  const url = new URL(config.S3_ENDPOINT);
  const useSSL = url.protocol === 'https:';
  return {
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    region: config.S3_REGION || 'us-east-1',
    bucket: config.MEDIA_BUCKET || defaultBucket,
  };
}

export interface StoredObject {
  key: string;
  /** The server's ETag, without quotes. */
  etag: string;
  bytes: number;
}

export interface OpenedObject {
  stream: Readable;
  bytes: number;
  /** Without quotes. */
  etag: string;
  contentType: string | undefined;
}

/**
 * The headers of an answer carrying a stored image's bytes. `cacheControl` says who may keep it: a private image
 * (a request's photo, a conversation's image) is never for a shared cache.
 */
export function storedImageHeaders(opened: OpenedObject, cacheControl: string): Record<string, string> {
  return {
    'content-type': opened.contentType ?? 'application/octet-stream',
    'content-length': String(opened.bytes),
    etag: `"${opened.etag}"`,
    'cache-control': cacheControl,
  };
}

/** Answers a request with a stored image's bytes and their headers (storedImageHeaders). */
export function sendStoredImage(reply: FastifyReply, opened: OpenedObject, cacheControl: string): FastifyReply {
  return reply.status(200).headers(storedImageHeaders(opened, cacheControl)).send(opened.stream);
}

/** The bucket holding image variants. The bucket is created at start-up when it does not exist. */
@Injectable()
export class ImageStorage implements OnModuleInit {
  readonly bucket: string;
  private readonly client: Client;
  private readonly region: string;

  constructor(@Inject(IMAGE_STORAGE_OPTIONS) options: ImageStorageOptions) {
    this.bucket = options.bucket;
    this.region = options.region;
    this.client = new Client({
      endPoint: options.endPoint,
      port: options.port,
      useSSL: options.useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
    });
  }

  async onModuleInit(): Promise<void> {
    await this.ensureBucket();
  }

  /** Creates the bucket unless it exists (another replica creating it at the same moment is fine). */
  async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    const { etag } = await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
    return { key, etag: unquote(etag), bytes: body.length };
  }

  /** The object's bytes as a stream, with its size and ETag; `null` when there is no such object. */
  async open(key: string): Promise<OpenedObject | null> {
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const stream = await this.client.getObject(this.bucket, key);
      const contentType = stat.metaData['content-type'] as string | undefined;
      return { stream, bytes: stat.size, etag: unquote(stat.etag), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Removes the object; removing a missing object is not an error. */
  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }
}

function unquote(etag: string): string {
  return etag.replace(/^"+|"+$/g, '');
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
}
