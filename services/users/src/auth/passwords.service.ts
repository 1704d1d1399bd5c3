import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { UsersService } from '../users/users.service';
import { invalidCredentials, resetLinkExpired, resetLinkInvalid, weakPassword } from './auth.exception';
import { hashPassword, verifyPassword } from './password-hasher';
import { passwordWeakness } from './password-policy';
import { RefreshTokensService } from './refresh-tokens.service';

/** How long a password-reset link works. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A reset link's token: `<userId>.<32 random bytes, base64url>`. The user id finds the record by its primary key
 * (no index on the hash needed); the random part is the secret, stored only as the SHA-256 of the whole token.
 */
function newResetToken(userId: string): { token: string; tokenHash: string } {
  const token = `${userId}.${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: sha256(token) };
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Passwords after sign-up: a forgotten one reset through a single-use, 30-minute link sent by e-mail (the link goes
 * out as users.user.password-reset-requested.v1, which notifications mails), and a signed-in user's change. Either
 * ends the account's other sessions. Tokens are never logged.
 */
@Injectable()
export class PasswordsService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(RefreshTokensService) private readonly refreshTokens: RefreshTokensService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records a reset link for the account of `email` and has it mailed; an unknown address does nothing. The caller
   * answers the same either way, so the answer reveals nothing about which addresses have accounts.
   */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const { token, tokenHash } = newResetToken(user._id);
    const requestedAt = this.clock.now();
    const expiresAt = new Date(requestedAt.getTime() + RESET_LINK_TTL_MS);
    await this.users.recordPasswordReset(user._id, { token, tokenHash, requestedAt, expiresAt });
  }

  /**
   * Sets the password with a reset link's token: RESET_LINK_INVALID for a token that is unknown, superseded or used,
   * RESET_LINK_EXPIRED after 30 minutes, WEAK_PASSWORD (the link stays usable) for a password the policy refuses.
   * Then every session of the account ends.
   */
  async reset(token: string, password: string): Promise<void> {
    const userId = token.split('.')[0] ?? '';
    const tokenHash = sha256(token);
    const user = /^[0-9a-f]{24}$/.test(userId) ? await this.users.findById(userId) : null;
    const link = user?.passwordReset;
    if (!user || !link || !sameHash(link.tokenHash, tokenHash) || link.usedAt) throw resetLinkInvalid();
    const now = this.clock.now();
    if (new Date(link.expiresAt).getTime() <= now.getTime()) throw resetLinkExpired();
    const weakness = passwordWeakness(password, user.email);
    if (weakness) throw weakPassword(weakness);
    const claimed = await this.users.claimPasswordReset(user._id, tokenHash, now, await hashPassword(password));
    if (!claimed) throw resetLinkInvalid(); // another reset with this link got there first
    await this.refreshTokens.revokeAllOf(user._id);
  }

  /**
   * A signed-in user's change: the current password must match (INVALID_CREDENTIALS otherwise; an account without
   * one, Google only, sets one with a reset link), the policy judges the new one; every session of the account but
   * the one of `keepRefreshToken` (the caller's own, when its cookie came along) ends.
   */
  async change(userId: string, currentPassword: string, newPassword: string, keepRefreshToken?: string) {
    const user = await this.users.findById(userId);
    if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw invalidCredentials('The current password is incorrect.', 'currentPassword');
    }
    const weakness = passwordWeakness(newPassword, user.email);
    if (weakness) throw weakPassword(weakness, 'newPassword');
    await this.users.setPasswordHash(userId, await hashPassword(newPassword));
    await this.refreshTokens.revokeAllOf(userId, keepRefreshToken);
  }
}
