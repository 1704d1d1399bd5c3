import { Controller, Get, Inject, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { Authenticated } from '../auth/access.decorators';
import { PropertiesClient } from '../clients/properties.client';
import { ProblemDocument } from '../docs/problem-document.dto';
import { ApiInvalidBody } from '../docs/problem-responses';
import { JsonObjectBody } from '../http/json-object-body.decorator';

const notYours = ApiForbiddenResponse({ description: 'Not the caller’s request (FORBIDDEN).', type: ProblemDocument });
const wrongStatus = ApiConflictResponse({
  description: 'Not allowed in the request’s status (INVALID_STATE_TRANSITION).',
  type: ProblemDocument,
});

/**
 * Listing requests (spec 001 §7), for any signed-in user: a landlord is whoever submits one, a manager whoever has
 * a manager record; the properties service checks every id against the caller.
 */
@ApiTags('listing requests')
@Authenticated()
@ApiServiceUnavailableResponse({ description: 'The properties service is not answering.', type: ProblemDocument })
@Controller('trio/propertyListingRequest')
export class ListingRequestsController {
  constructor(@Inject(PropertiesClient) private readonly properties: PropertiesClient) {}

  @Post()
  @ApiOperation({ summary: 'Submit a listing request (the hub’s `address` or the dashboard’s `propertyAddress`)' })
  @ApiCreatedResponse({ description: 'The request, assigned to a property manager when one exists.' })
  @ApiInvalidBody()
  submit(@JsonObjectBody() body: object, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply, { body });
  }

  @Get('landlord/:landlordId')
  @ApiOperation({ summary: 'The caller’s own listing requests, newest first' })
  @ApiParam({ name: 'landlordId', description: 'The caller’s user id.' })
  @ApiOkResponse({ description: 'Listing requests with status labels for the landlord.' })
  @notYours
  forLandlord(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Get('property-manager/:id')
  @ApiOperation({ summary: 'The listing requests assigned to the calling property manager' })
  @ApiParam({ name: 'id', description: 'The caller’s property-manager id.' })
  @ApiOkResponse({ description: 'Listing requests with status labels for the manager.' })
  @notYours
  forManager(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply);
  }

  @Put(':id/review')
  @ApiOperation({
    summary: 'Approve, reject or ask for more information (the assigned manager, assigned requests only)',
  })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: 'The reviewed request; an approved one is listed as a property.' })
  @ApiInvalidBody()
  @wrongStatus
  review(@JsonObjectBody() body: object, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply, { body });
  }

  @Put(':id/images')
  @ApiOperation({ summary: 'Attach uploaded images (file ids) to the caller’s request' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: 'The request with its images.' })
  @ApiInvalidBody()
  images(@JsonObjectBody() body: object, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply, { body });
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a request that needs more information and resubmit it to its manager' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: 'The resubmitted request (assigned again).' })
  @ApiInvalidBody()
  @wrongStatus
  resubmit(@JsonObjectBody() body: object, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.properties.proxy(request, reply, { body });
  }
}
