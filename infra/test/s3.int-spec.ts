import { Client } from 'minio';
import { resolveAddresses } from '../local/addresses';
import { uniqueName } from '@trio/service-kit/testing/unique';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('S3 object storage (the minio client against the real server)', () => {
  const { s3 } = resolveAddresses();
  const endpoint = new URL(s3.endpoint);
  const client = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80)),
    useSSL: endpoint.protocol === 'https:',
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
  });
  const bucket = uniqueName('smoke-media');
  const key = 'properties/p-1/living-room.webp';
  const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 not-really-an-image');

  beforeAll(async () => {
    await client.makeBucket(bucket, s3.region);
  });

  afterAll(async () => {
    await client.removeObject(bucket, key).catch(() => undefined);
    await client.removeBucket(bucket).catch(() => undefined);
  });

  it('stores an object and returns the same bytes and content type', async () => {
    await client.putObject(bucket, key, bytes, bytes.length, { 'Content-Type': 'image/webp' });
    const stat = await client.statObject(bucket, key);
    expect(stat.size).toBe(bytes.length);
    expect(stat.metaData['content-type']).toBe('image/webp');
    expect(await readAll(await client.getObject(bucket, key))).toEqual(bytes);
  });

  it('serves the object through a presigned GET, and refuses the same URL with a tampered signature', async () => {
    await client.putObject(bucket, key, bytes, bytes.length, { 'Content-Type': 'image/webp' });
    const url = await client.presignedGetObject(bucket, key, 60);
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(bytes);

    const tampered = new URL(url);
    const signature = tampered.searchParams.get('X-Amz-Signature') ?? '';
    tampered.searchParams.set(
      'X-Amz-Signature',
      signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    );
    const refused = await fetch(tampered);
    await refused.arrayBuffer();
    expect(refused.status).toBe(403);
  });
});
