import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { Authenticated, Public } from '../auth/access.decorators';
import { problemCodeOf, relay } from '../clients/service-client';
import { UsersClient } from '../clients/users.client';
import { ProblemDocument } from '../docs/problem-document.dto';
import { ApiInvalidBody } from '../docs/problem-responses';
import { JsonObjectBody } from '../http/json-object-body.decorator';
import { LoginFailures } from '../rate-limit/login-failures';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AuthSession, GoogleSignInRequest, LoginRequest, RegisterRequest, UserProfile } from './users.dto';

/** Sign-up, sign-in and the session, forwarded to the users service (which sets the `trio_refresh` cookie). */
@ApiTags('auth')
@ApiServiceUnavailableResponse({ description: 'The users service is not answering.', type: ProblemDocument })
@Controller('trio/auth')
export class AccountController {
  constructor(
    @Inject(UsersClient) private readonly users: UsersClient,
    @Inject(LoginFailures) private readonly loginFailures: LoginFailures,
  ) {}

  @Post('register')
  @Public()
  @RateLimit('auth')
  @ApiOperation({ summary: 'Create an account with e-mail and password and sign in' })
  @ApiCreatedResponse({ type: AuthSession, description: 'Signed in; the refresh cookie is set.' })
  @ApiInvalidBody()
  register(@JsonObjectBody() body: RegisterRequest, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply, { body });
  }

  @Post('login')
  @Public()
  @RateLimit('auth')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with e-mail and password',
    description: 'Failed attempts are counted per address and per account: too many → 429 TOO_MANY_ATTEMPTS.',
  })
  @ApiOkResponse({ type: AuthSession, description: 'Signed in; the refresh cookie is set.' })
  @ApiInvalidBody()
  async login(@JsonObjectBody() body: LoginRequest, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.loginFailures.assertMayTry(request.ip, reply);
    const response = await this.users.forward(request, { body });
    if (problemCodeOf(response) === 'INVALID_CREDENTIALS') await this.loginFailures.recordFailure(request.ip);
    return relay(reply, response);
  }

  @Post('google')
  @Public()
  @RateLimit('auth')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in (or sign up) with a Google ID token' })
  @ApiOkResponse({ type: AuthSession, description: 'Signed in; the refresh cookie is set.' })
  @ApiInvalidBody()
  google(@JsonObjectBody() body: GoogleSignInRequest, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply, { body });
  }

  @Post('refresh')
  @Public()
  @RateLimit('auth')
  @HttpCode(200)
  @ApiCookieAuth('trio_refresh')
  @ApiOperation({ summary: 'A new access token for the refresh cookie (which rotates)' })
  @ApiOkResponse({ type: AuthSession })
  refresh(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply);
  }

  @Post('logout')
  @Public()
  @RateLimit('auth')
  @HttpCode(204)
  @ApiCookieAuth('trio_refresh')
  @ApiOperation({ summary: 'Sign out: ends the session of the refresh cookie and clears it' })
  @ApiNoContentResponse({ description: 'Signed out.' })
  logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply);
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserProfile })
  me(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.users.proxy(request, reply);
  }
}
