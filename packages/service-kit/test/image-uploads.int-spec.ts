import { Controller, Post, Req } from '@nestjs/common';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import type { FastifyRequest } from 'fastify';
import { acceptImageUploads, uploadedFile } from '../src/images';
import { PublicInternal } from '../src/http';
import { bootApp, type BootedApp } from '../src/testing';

@Controller()
class UploadProbeController {
  @Post('upload')
  @PublicInternal()
  async upload(@Req() request: FastifyRequest) {
    const file = await uploadedFile(request, 'photo');
    if (!file) return { file: null };
    const bytes = await file.toBuffer();
    return { file: { name: file.filename, bytes: bytes.length, fields: Object.keys(file.fields).sort() } };
  }
}

describe('image uploads (acceptImageUploads, uploadedFile)', () => {
  let booted: BootedApp;
  beforeAll(async () => {
    booted = await bootApp({
      controllers: [UploadProbeController],
      prepare: (app) => acceptImageUploads(app, { fields: 2 }),
    });
  });
  afterAll(() => booted?.close());

  const post = async (body: FormData | string, contentType?: string) => {
    const answer = await fetch(`${booted.url}/upload`, {
      method: 'POST',
      headers: contentType ? { 'content-type': contentType } : {},
      body,
    });
    return { status: answer.status, type: answer.headers.get('content-type'), body: (await answer.json()) as object };
  };

  it('reads the file of a form, after its fields', async () => {
    const form = new FormData();
    form.append('note', 'kitchen');
    form.append('file', new Blob([Buffer.alloc(2048, 1)], { type: 'image/png' }), 'tap.png');
    expect(await post(form)).toMatchObject({
      status: 201,
      body: { file: { name: 'tap.png', bytes: 2048, fields: ['file', 'note'] } },
    });
  });

  it('answers undefined for a form without a file', async () => {
    const form = new FormData();
    form.append('note', 'no photo');
    expect(await post(form)).toMatchObject({ status: 201, body: { file: null } });
  });

  it.each([
    ['multipart/form-data', 'a multipart type without its boundary'],
    ['application/json', '{"file":"not a form"}'],
    ['text/plain', 'plain text'],
  ])('refuses %s with 415 naming what to send, never a 500', async (contentType, body) => {
    const answer = await post(body, contentType);
    expect(answer).toMatchObject({
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Send the photo as multipart/form-data.' },
    });
    expect(answer.type).toContain(PROBLEM_CONTENT_TYPE);
  });
});
