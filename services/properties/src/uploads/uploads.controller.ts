import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { uploadedFile } from '@trio/service-kit/images';
import type { UploadedImage } from '@trio/contracts/http/properties';
import { CurrentIdentity, PublicInternal, type GatewayIdentity } from '@trio/service-kit/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseCategory } from '../media/media-categories';
import { ImageLinks } from '../media/image-links';
import { IMAGE_VARIANTS } from '../media/media.constants';
import { imageNotFound } from '../media/media.exception';
import { MediaService, servingHeaders } from '../media/media.service';
import { invalidUpload } from './uploads.exception';
import { UploadsService } from './uploads.service';

/**
 * `POST /trio/file/upload` (multipart: file, propertyId, imageType; one image per call, spec 001 §7) and
 * `GET /trio/properties/propertyImages/{imageId}`. The fields must come before the file in the form, as browsers
 * send them when the form appends them first (the SPA does).
 */
@Controller()
export class UploadsController {
  constructor(
    @Inject(UploadsService) private readonly uploads: UploadsService,
    @Inject(MediaService) private readonly media: MediaService,
    @Inject(ImageLinks) private readonly links: ImageLinks,
  ) {}

  @Post('trio/file/upload')
  async upload(@Req() request: FastifyRequest, @CurrentIdentity() me: GatewayIdentity): Promise<UploadedImage> {
    const file = await uploadedFile(request, 'image');
    if (!file) {
      throw invalidUpload('No file in the upload.', { field: 'file', message: 'Choose an image to upload.' });
    }
    const field = (name: string): string | undefined => {
      const value = file.fields[name];
      const one = Array.isArray(value) ? value[0] : value;
      return one && 'value' in one && typeof one.value === 'string' ? one.value : undefined;
    };
    const propertyId = field('propertyId');
    if (!propertyId || !/^[0-9a-f]{24}$/.test(propertyId)) {
      file.file.resume();
      throw invalidUpload('propertyId must name a listing request or a property.', {
        field: 'propertyId',
        message: 'Send the id of the listing request or property before the file.',
      });
    }
    const category = normaliseCategory(field('imageType') ?? '');
    const owner = await this.uploads.ownerFor(propertyId, me);
    const view = await this.media.upload({
      file: file.file,
      declaredName: file.filename,
      declaredType: file.mimetype,
      ownerKind: owner.kind,
      ownerId: owner.id,
      category,
      uploadedBy: me.userId,
    });
    await this.uploads.attach(owner, view._id);
    return view;
  }

  @Get('trio/properties/propertyImages/:imageId')
  @PublicInternal()
  async image(
    @Param('imageId') imageId: string,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const asked = oneValue(query.variant);
    const variant = IMAGE_VARIANTS.find((known) => known === asked) ?? 'web';
    const opened = await this.media.open(imageId, variant);
    let headers = servingHeaders(opened);
    if (opened.ownerKind !== 'property') {
      // A listing request's image: only on the signed address its landlord's and manager's views carry, and kept
      // by their browser alone, no longer than the address lives. Otherwise it is as if it did not exist.
      const signature = { exp: oneValue(query.exp), sig: oneValue(query.sig) };
      if (!this.links.isSigned(imageId, variant, signature)) {
        opened.stream.destroy();
        throw imageNotFound(imageId);
      }
      headers = { ...headers, 'cache-control': `private, max-age=${this.links.secondsLeft(signature.exp!)}` };
    }
    if (request.headers['if-none-match'] === headers.etag) {
      opened.stream.destroy();
      return reply.status(304).headers({ etag: headers.etag, 'cache-control': headers['cache-control'] }).send();
    }
    return reply.status(200).headers(headers).send(opened.stream);
  }
}

/** A query parameter given once (a repeated one counts as not given). */
function oneValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
