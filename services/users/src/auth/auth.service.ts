import { Inject, Injectable } from '@nestjs/common';
import type { UserDocument } from '../users/user.schema';
import { selfView, type SelfView } from '../users/user-views';
import { UsersService } from '../users/users.service';
import { AccessTokensService } from './access-tokens.service';
import { invalidCredentials, noSession, sessionEnded, weakPassword } from './auth.exception';
import type { LoginBody, RegisterBody } from './auth.schemas';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { LoginAttemptsService } from './login-attempts.service';
import { hashPassword, verifyPassword } from './password-hasher';
import { passwordWeakness } from './password-policy';
import { RefreshTokensService, type IssuedRefreshToken } from './refresh-tokens.service';

export interface Session {
  user: SelfView;
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  refresh: IssuedRefreshToken;
  /** After a sign-in with the password: this browser's device token for the account (the `trio_device` cookie). */
  device?: { token: string; maxAgeSeconds: number };
}

/** Sign-up, sign-in (password, Google), session refresh and sign-out. */
@Injectable()
export class AuthService {
  /** Verified against when the e-mail is unknown, so both failures take as long. */
  private readonly decoyHash: Promise<string> = hashPassword('decoy password that never matches');

  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AccessTokensService) private readonly accessTokens: AccessTokensService,
    @Inject(RefreshTokensService) private readonly refreshTokens: RefreshTokensService,
    @Inject(LoginAttemptsService) private readonly attempts: LoginAttemptsService,
    @Inject(GoogleIdTokenVerifier) private readonly google: GoogleIdTokenVerifier,
  ) {}

  async register(body: RegisterBody): Promise<Session> {
    const weakness = passwordWeakness(body.password, body.email);
    if (weakness) {
      throw weakPassword(weakness);
    }
    const { password, ...profile } = body;
    const user = await this.users.create({ ...profile, passwordHash: await hashPassword(password) }, 'password');
    return this.startSession(user);
  }

  /**
   * Signs in with the password. `deviceToken` is this browser's, if it signed in before: its attempts are counted on
   * it alone (LoginAttemptsService). A success hands the browser a fresh device token for this account.
   */
  async login(body: LoginBody, deviceToken?: string): Promise<Session> {
    const emailLower = body.email.toLowerCase();
    const attempt = await this.attempts.enter(emailLower, await this.accessTokens.deviceIdOf(deviceToken, emailLower));
    const user = await this.users.findByEmail(emailLower);
    const hash = user?.passwordHash ?? (await this.decoyHash);
    const matches = await verifyPassword(hash, body.password);
    if (!user?.passwordHash || !matches) throw invalidCredentials();
    await this.attempts.succeeded(attempt);
    return { ...(await this.startSession(user)), device: await this.accessTokens.issueDeviceToken(emailLower) };
  }

  /** Signs in with a Google ID token: the account with that Google id, else with that e-mail, else a new one. */
  async signInWithGoogle(idToken: string): Promise<Session> {
    const google = await this.google.verify(idToken);
    const bySub = await this.users.findByGoogleSub(google.sub);
    if (bySub) return this.startSession(bySub);
    const byEmail = await this.users.findByEmail(google.email);
    if (byEmail) return this.startSession(await this.users.linkGoogle(byEmail, google.sub));
    const created = await this.users.create(
      {
        email: google.email,
        firstName: google.givenName,
        lastName: google.familyName,
        displayName: google.name,
        googleSub: google.sub,
      },
      'google',
    );
    return this.startSession(created);
  }

  async refresh(refreshToken: string | undefined): Promise<Session> {
    if (!refreshToken) {
      throw noSession();
    }
    const { userId, next } = await this.refreshTokens.rotate(refreshToken);
    const user = await this.users.findById(userId);
    if (!user) throw sessionEnded();
    return this.session(user, next);
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.refreshTokens.revokeByToken(refreshToken);
  }

  private async startSession(user: UserDocument): Promise<Session> {
    return this.session(user, await this.refreshTokens.startFamily(user._id));
  }

  private async session(user: UserDocument, refresh: IssuedRefreshToken): Promise<Session> {
    const accessToken = await this.accessTokens.issue({ userId: user._id, uid: user.uid, email: user.email });
    return { user: selfView(user), accessToken, expiresIn: this.accessTokens.ttlSeconds, refresh };
  }
}
