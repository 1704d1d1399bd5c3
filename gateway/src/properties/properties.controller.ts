import { Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { Authenticated, Public } from '../auth/access.decorators';
import { PropertiesClient } from '../clients/properties.client';
import { ProblemDocument } from '../docs/problem-document.dto';
import { ApiInvalidBody, ApiNotFound } from '../docs/problem-responses';
import { JsonObjectBody } from '../http/json-object-body.decorator';
import { RateLimit } from '../rate-limit/rate-limit.guard';

/** Property reads (spec 000 §7, 001 §7): browsing is open to visitors; the picker list is the caller's own. */
@ApiTags('properties')
@ApiServiceUnavailableResponse({ description: 'The properties service is not answering.', type: ProblemDocument })
@Controller()
export class PropertiesController {
  constructor(@Inject(PropertiesClient) private readonly properties: PropertiesClient) {}

  @Get('trio/properties')
  @Authenticated()
  @ApiOperation({ summary: 'The caller’s properties (owned, or managed) for the Upload Images picker' })
  @ApiOkResponse({ description: 'Properties.' })
  mine(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Post('trio/file/upload')
  @Authenticated()
  @ApiOperation({
    summary: 'Upload one image (multipart: file, propertyId, imageType) for a listing request or a property',
    description:
      'JPEG, PNG or WebP by content (UNSUPPORTED_IMAGE_TYPE otherwise), at most 10 MB (IMAGE_TOO_LARGE) and 30 per ' +
      'property (TOO_MANY_IMAGES). Only the owning landlord or the assigned manager.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ description: '{ id, _id, category, contentType, width, height, url, thumbnailUrl }' })
  upload(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxyStream(request, reply);
  }

  @Get('trio/properties/propertyImages/:imageId')
  @Public()
  @ApiOperation({ summary: 'An image (web size; `?variant=thumbnail` for the thumbnail), with x-image-type' })
  @ApiParam({ name: 'imageId' })
  @ApiOkResponse({ description: 'The image bytes; cacheable for a year (ids never change).' })
  @ApiNotFound('property')
  image(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('trio/properties/search')
  @Public()
  @ApiOperation({
    summary: 'Search by locality, city, address, state or PIN code (typo-tolerant)',
    description:
      'Query: query (required; empty → 400 SEARCH_QUERY_REQUIRED), minRent, maxRent (rupees), bedrooms (4 = 4+), ' +
      'type, sort (relevance, rent_asc, rent_desc, newest), page, pageSize. Answers { properties, totalFound, message }.',
  })
  @ApiOkResponse({ description: '{ properties, totalFound, message, page, pageSize }' })
  search(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('trio/properties/featured/featuredlistings')
  @Public()
  @ApiOperation({ summary: 'Featured listings, newest first, at most 8' })
  @ApiOkResponse({ description: '{ featuredListings }' })
  featured(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('trio/properties/nearbyPlaces/getLandmarks')
  @Public()
  @ApiOperation({ summary: 'Places within 2 km of an address, grouped by category, nearest first' })
  @ApiOkResponse({ description: '{ location, precision, schools, hospitals, shopping, transportation, others }' })
  @ApiNotFound('property')
  nearby(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('trio/properties/:id/similarListings')
  @Public()
  @ApiOperation({ summary: 'Similar properties nearby: same city within 5 km, rent ±30 %, bedrooms ±1, at most 6' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: '{ nearbyProperties }' })
  similar(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Post('trio/areas/interest')
  @Public()
  @RateLimit('auth')
  @ApiOperation({ summary: 'Record interest in an area not served yet ("Get Notified" / "Suggest Areas")' })
  @ApiCreatedResponse({ description: 'Recorded (202).' })
  @ApiInvalidBody()
  areaInterest(@JsonObjectBody() body: object, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply, { body });
  }

  @Get('trio/properties/:id')
  @Public()
  @ApiOperation({ summary: 'A property, as a one-item array (the detail page reads the first item)' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: '[property]' })
  @ApiNotFound('property')
  one(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('api/properties/:id')
  @Public()
  @ApiOperation({ summary: 'A property' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: 'The property.' })
  @ApiNotFound('property')
  apiOne(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('trio/properties/:id/images')
  @Public()
  @ApiOperation({ summary: 'The ids of a property’s images, in display order' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: 'Image ids.' })
  @ApiNotFound('property')
  images(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('trio/properties/:id/propetyManagerInfo')
  @Public()
  @ApiOperation({ summary: 'The property manager card (the spec’s spelling of the path)' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: '{ propertyManager: { _id, name, companyName, email, phone } }' })
  @ApiNotFound('property')
  managerInfoAsSpelled(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('trio/properties/:id/propertyManagerInfo')
  @Public()
  @ApiOperation({ summary: 'The property manager card' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: '{ propertyManager: { _id, name, companyName, email, phone } }' })
  @ApiNotFound('property')
  managerInfo(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('trio/properties/:id/propertyManagerEmail')
  @Public()
  @ApiOperation({ summary: 'The property manager’s e-mail (the rental application copies it)' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: '{ email }' })
  @ApiNotFound('property')
  managerEmail(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }
}
