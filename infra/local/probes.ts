import { connect } from 'node:net';
import { Kafka, logLevel } from 'kafkajs';
import { mongo } from 'mongoose';
import type { HostPort } from './addresses';

/**
 * Readiness probes speak each server's own protocol, so "answers" means the right kind of server is
 * ready, not merely that a port is open.
 */

export async function httpOk(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Opens a TCP connection, optionally writes a line, and resolves with the first bytes the server sends. */
export function tcpExchange(
  target: HostPort,
  send: string | undefined,
  timeoutMs = 2_000,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host: target.host, port: target.port });
    let settled = false;
    const done = (value: string | undefined) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => done(undefined));
    socket.once('error', () => done(undefined));
    socket.once('connect', () => {
      if (send !== undefined) socket.write(send);
    });
    socket.once('data', (chunk) => done(chunk.toString('utf8')));
  });
}

export async function tcpOpen(target: HostPort, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: target.host, port: target.port });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
  });
}

/** Any S3 server answers an anonymous listing with an S3 XML document (usually AccessDenied). */
export async function s3Answers(endpoint: string): Promise<boolean> {
  try {
    const res = await fetch(`${endpoint}/`, { signal: AbortSignal.timeout(2_000) });
    const body = await res.text();
    return /<(Error|ListAllMyBucketsResult)[\s>]/.test(body);
  } catch {
    return false;
  }
}

export async function kafkaAnswers(brokers: string[]): Promise<boolean> {
  const kafka = new Kafka({
    clientId: 'trio-infra-probe',
    brokers,
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1_500,
    requestTimeout: 3_000,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const cluster = await admin.describeCluster();
    return cluster.brokers.length > 0 && cluster.controller !== null;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

export async function mongoAnswers(url: string): Promise<boolean> {
  const client = new mongo.MongoClient(url, { serverSelectionTimeoutMS: 1_500, connectTimeoutMS: 1_500 });
  try {
    await client.connect();
    const reply = await client.db('admin').command({ ping: 1 });
    return reply.ok === 1;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

export async function redisAnswers(target: HostPort): Promise<boolean> {
  const reply = await tcpExchange(target, 'PING\r\n');
  // An unauthenticated server answers +PONG; one with a password answers -NOAUTH, which is still Redis.
  return reply !== undefined && (reply.startsWith('+PONG') || reply.startsWith('-NOAUTH'));
}

export async function smtpAnswers(target: HostPort): Promise<boolean> {
  const greeting = await tcpExchange(target, undefined);
  return greeting !== undefined && greeting.startsWith('220');
}

export interface WaitOptions {
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Called between attempts; throw from it to stop waiting early (e.g. the process died). */
  check?: () => void;
}

export async function waitUntil(probe: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const interval = options.intervalMs ?? 500;
  for (;;) {
    if (await probe()) return;
    options.check?.();
    if (Date.now() > deadline) {
      throw new Error(`${options.what} did not answer within ${Math.round(options.timeoutMs / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}
