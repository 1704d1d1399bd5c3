import { Controller, Get, Headers, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import {
  CurrentIdentity,
  ProblemException,
  PublicInternal,
  ZodBody,
  type GatewayIdentity,
} from '@trio/service-kit/http';
import type { FastifyReply } from 'fastify';
import type { AnswerOf } from '@trio/contracts/http/route';
import {
  googleSignInBodySchema,
  loginBodySchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
  type register as registerRoute,
  type requestPasswordReset as requestPasswordResetRoute,
} from '@trio/contracts/http/users';
import type { UsersConfig } from '../config';
import { meView, type MeView } from '../users/user-views';
import { UsersService } from '../users/users.service';
import { AccessTokensService } from './access-tokens.service';
import { accountRemoved } from './auth.exception';
import type {
  GoogleSignInBody,
  LoginBody,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  RegisterBody,
} from './auth.schemas';
import { AuthService, type Session } from './auth.service';
import { PasswordsService } from './passwords.service';
import {
  clearedSessionCookies,
  deviceCookie,
  deviceTokenFrom,
  refreshTokenFrom,
  sessionCookies,
} from './refresh-cookie';

/** What a sign-in answers: the user's own record and an access token; the refresh token goes in a cookie. */
type SessionAnswer = AnswerOf<typeof registerRoute>;

@Controller('trio/auth')
export class AuthController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(PasswordsService) private readonly passwords: PasswordsService,
    @InjectConfig() private readonly config: UsersConfig,
  ) {}

  @Post('register')
  @PublicInternal()
  async register(
    @ZodBody(registerBodySchema) body: RegisterBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionAnswer> {
    return this.answer(await this.auth.register(body), reply);
  }

  @Post('login')
  @HttpCode(200)
  @PublicInternal()
  async login(
    @ZodBody(loginBodySchema) body: LoginBody,
    @Headers('cookie') cookie: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionAnswer> {
    return this.answer(await this.auth.login(body, deviceTokenFrom(cookie)), reply);
  }

  @Post('google')
  @HttpCode(200)
  @PublicInternal()
  async google(
    @ZodBody(googleSignInBodySchema) body: GoogleSignInBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionAnswer> {
    return this.answer(await this.auth.signInWithGoogle(body.idToken), reply);
  }

  @Post('refresh')
  @HttpCode(200)
  @PublicInternal()
  async refresh(
    @Headers('cookie') cookie: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionAnswer> {
    try {
      return this.answer(await this.auth.refresh(refreshTokenFrom(cookie)), reply);
    } catch (err) {
      // A refused refresh ends the session in the browser too.
      if (err instanceof ProblemException) reply.header('set-cookie', clearedSessionCookies(this.secure));
      throw err;
    }
  }

  @Post('logout')
  @HttpCode(204)
  @PublicInternal()
  async logout(
    @Headers('cookie') cookie: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.auth.logout(refreshTokenFrom(cookie));
    reply.header('set-cookie', clearedSessionCookies(this.secure));
  }

  /** Mails a reset link when the address has an account; the same answer whether or not it has. */
  @Post('password-reset-requests')
  @HttpCode(202)
  @PublicInternal()
  async requestPasswordReset(
    @ZodBody(passwordResetRequestBodySchema) body: PasswordResetRequestBody,
  ): Promise<AnswerOf<typeof requestPasswordResetRoute>> {
    await this.passwords.requestReset(body.email);
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  /** Sets a new password with a reset link's token; every session of the account ends (the browser's cookies too). */
  @Post('password-resets')
  @HttpCode(204)
  @PublicInternal()
  async resetPassword(
    @ZodBody(passwordResetBodySchema) body: PasswordResetBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.passwords.reset(body.token, body.password);
    reply.header('set-cookie', clearedSessionCookies(this.secure));
  }

  /** A signed-in user's password change; the sessions of other browsers end, this one's goes on. */
  @Post('password')
  @HttpCode(204)
  async changePassword(
    @ZodBody(passwordChangeBodySchema) body: PasswordChangeBody,
    @CurrentIdentity() me: GatewayIdentity,
    @Headers('cookie') cookie: string | undefined,
  ): Promise<void> {
    await this.passwords.change(me.userId, body.currentPassword, body.newPassword, refreshTokenFrom(cookie));
  }

  /** The signed-in user with the current role (derived live, so a role change shows without signing in again). */
  @Get('me')
  async me(@CurrentIdentity() me: GatewayIdentity): Promise<MeView> {
    const user = await this.users.findById(me.userId);
    if (!user) throw accountRemoved();
    return meView(user);
  }

  private get secure(): boolean {
    return this.config.REFRESH_COOKIE_SECURE;
  }

  private answer(session: Session, reply: FastifyReply): SessionAnswer {
    const cookies = sessionCookies(session.refresh.token, session.refresh.expiresAt, this.secure);
    if (session.device) cookies.push(deviceCookie(session.device.token, session.device.maxAgeSeconds, this.secure));
    reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    return { user: session.user, accessToken: session.accessToken, expiresIn: session.expiresIn };
  }
}

/** The public half of the access-token key, for the gateway. */
@Controller('.well-known')
@PublicInternal()
export class JwksController {
  constructor(@Inject(AccessTokensService) private readonly accessTokens: AccessTokensService) {}

  @Get('jwks.json')
  jwks() {
    return this.accessTokens.jwks();
  }
}
