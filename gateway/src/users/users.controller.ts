import { Controller, Get, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { Authenticated } from '../auth/access.decorators';
import { UsersClient } from '../clients/users.client';
import { ProblemDocument } from '../docs/problem-document.dto';
import { ApiInvalidBody, ApiNotFound } from '../docs/problem-responses';
import { JsonObjectBody } from '../http/json-object-body.decorator';
import {
  CreateUserRequest,
  FavoriteProperty,
  FavoriteRequest,
  PropertyManagerRecord,
  UpdateUidRequest,
  UserRecord,
} from './users.dto';

/**
 * The spec's user calls (§7), for any signed-in user, forwarded to the users service with the caller's identity;
 * the service checks that ids in paths and bodies belong to the caller.
 */
@ApiTags('users')
@Authenticated()
@ApiServiceUnavailableResponse({ description: 'The users service is not answering.', type: ProblemDocument })
@Controller('trio/users')
export class UsersController {
  constructor(@Inject(UsersClient) private readonly users: UsersClient) {}

  @Get('uid/:uid')
  @ApiOperation({ summary: 'A user by uid' })
  @ApiParam({ name: 'uid' })
  @ApiOkResponse({ type: UserRecord })
  @ApiNotFound('record')
  byUid(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply);
  }

  @Get('email/:userEmail')
  @ApiOperation({ summary: 'A user by e-mail' })
  @ApiParam({ name: 'userEmail' })
  @ApiOkResponse({ type: UserRecord })
  @ApiNotFound('record')
  byEmail(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply);
  }

  @Get('property-managers/email/:userEmail')
  @ApiOperation({ summary: 'The property-manager record of an e-mail (a property manager has one)' })
  @ApiParam({ name: 'userEmail' })
  @ApiOkResponse({ type: PropertyManagerRecord })
  @ApiNotFound('record')
  propertyManagerByEmail(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply);
  }

  @Put('updateUid/:id')
  @ApiOperation({ summary: "Change a user's stored uid" })
  @ApiParam({ name: 'id', description: 'The user id (24 hex digits).' })
  @ApiOkResponse({ type: UserRecord })
  @ApiInvalidBody()
  @ApiNotFound('record')
  updateUid(@JsonObjectBody() body: UpdateUidRequest, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply, { body });
  }

  @Post('createUser')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create the user record of a signed-in identity (the spec’s session set-up)' })
  @ApiOkResponse({ type: UserRecord })
  @ApiInvalidBody()
  createUser(@JsonObjectBody() body: CreateUserRequest, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply, { body });
  }

  @Post('addFavorite')
  @HttpCode(200)
  @ApiOperation({ summary: "Add a property to the caller's favourites" })
  @ApiOkResponse({ description: 'Added.' })
  @ApiInvalidBody()
  addFavorite(@JsonObjectBody() body: FavoriteRequest, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply, { body });
  }

  @Post('removeFavorite')
  @HttpCode(200)
  @ApiOperation({ summary: "Remove a property from the caller's favourites" })
  @ApiOkResponse({ description: 'Removed.' })
  @ApiInvalidBody()
  removeFavorite(@JsonObjectBody() body: FavoriteRequest, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply, { body });
  }

  @Get(':uid/favorites')
  @ApiOperation({ summary: "The caller's favourite properties" })
  @ApiParam({ name: 'uid', description: 'The user id or uid of the caller.' })
  @ApiOkResponse({ type: [FavoriteProperty] })
  favorites(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A user by id, with the ids of the properties they own' })
  @ApiParam({ name: 'id', description: 'The user id (24 hex digits).' })
  @ApiOkResponse({ type: UserRecord })
  @ApiNotFound('record')
  byId(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply);
  }
}
