import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { InjectConfig } from '@trio/service-kit/config';
import type { Model } from 'mongoose';
import type { UsersConfig } from '../config';
import { AuthException } from './auth.exception';
import { REFRESH_TOKEN_MODEL, type RefreshTokenDocument } from './refresh-token.schema';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Rotating refresh tokens with reuse detection (one family per sign-in). */
@Injectable()
export class RefreshTokensService {
  constructor(
    @InjectModel(REFRESH_TOKEN_MODEL) private readonly tokens: Model<RefreshTokenDocument>,
    @InjectConfig() private readonly config: UsersConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The first token of a new family (a sign-in). */
  startFamily(userId: string): Promise<IssuedRefreshToken> {
    return this.issue(userId, randomUUID());
  }

  /**
   * Uses `token` once and issues its successor. A token already used or revoked means someone else holds a copy:
   * the whole family is revoked and both holders must sign in again. The one exception is a token used moments ago
   * whose successor nobody has used, or that has none yet: the answer carrying the successor was lost (the page
   * reloaded, or the gateway gave up waiting, while its refresh was in flight; the service died before issuing it),
   * or two tabs refreshed at once. Within `REFRESH_REUSE_GRACE_SECONDS` of the last answer to it (its use, or the
   * latest successor issued for it) it gets another successor instead: each retry of a slow refresh starts the
   * window again, so a client retrying a refresh that keeps timing out stays signed in.
   */
  async rotate(token: string): Promise<{ userId: string; next: IssuedRefreshToken }> {
    const id = hashOf(token);
    const now = this.clock.now();
    // Marking it used is the atomic step: of two concurrent refreshes with one token, only one wins.
    const used = await this.tokens.updateOne(
      { _id: id, usedAt: null, revokedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
    );
    if (used.matchedCount === 1) {
      const stored = await this.tokens.findById(id).lean();
      if (!stored) throw new AuthException('REFRESH_TOKEN_INVALID', 'The session has ended. Please sign in again.');
      return { userId: stored.userId, next: await this.succeed(stored) };
    }
    const stored = await this.tokens.findById(id).lean();
    if (stored && (await this.lostItsSuccessor(stored, now))) {
      return { userId: stored.userId, next: await this.succeed(stored) };
    }
    if (stored && (stored.usedAt || stored.revokedAt)) {
      await this.revokeFamily(stored.familyId);
      throw new AuthException(
        'REFRESH_TOKEN_REUSED',
        'This session was ended because its refresh token was used more than once. Please sign in again.',
      );
    }
    throw new AuthException('REFRESH_TOKEN_INVALID', 'The session has ended. Please sign in again.');
  }

  /**
   * Used, not revoked, its successor never used (or not issued yet: that refresh is still running, or died), and
   * presented again within the grace window of the last answer to it: its holder never received a successor.
   */
  private async lostItsSuccessor(stored: RefreshTokenDocument, now: Date): Promise<boolean> {
    if (!stored.usedAt || stored.revokedAt || stored.expiresAt <= now) return false;
    const successor = stored.replacedBy ? await this.tokens.findById(stored.replacedBy).lean() : null;
    if (stored.replacedBy && (!successor || successor.usedAt || successor.revokedAt)) return false;
    const lastAnsweredAt = new Date(successor?.createdAt ?? stored.usedAt).getTime();
    return now.getTime() - lastAnsweredAt <= this.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
  }

  /** Issues the next token of `used`'s family and records it as `used`'s successor. */
  private async succeed(used: RefreshTokenDocument): Promise<IssuedRefreshToken> {
    const next = await this.issue(used.userId, used.familyId);
    await this.tokens.updateOne({ _id: used._id }, { $set: { replacedBy: hashOf(next.token) } });
    return next;
  }

  /** Ends the session `token` belongs to (logout). Unknown tokens are ignored. */
  async revokeByToken(token: string): Promise<void> {
    const stored = await this.tokens.findById(hashOf(token)).lean();
    if (stored) await this.revokeFamily(stored.familyId);
  }

  /**
   * Ends every session of the user (a password reset or change), but the one `keepToken` belongs to when it is the
   * user's own (the browser that changed the password stays signed in).
   */
  async revokeAllOf(userId: string, keepToken?: string): Promise<void> {
    const kept = keepToken ? await this.tokens.findById(hashOf(keepToken)).lean() : null;
    const keepFamily = kept && kept.userId === userId && !kept.revokedAt ? kept.familyId : null;
    await this.tokens.updateMany(
      { userId, revokedAt: null, ...(keepFamily ? { familyId: { $ne: keepFamily } } : {}) },
      { $set: { revokedAt: this.clock.now() } },
    );
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: this.clock.now() } });
  }

  private async issue(userId: string, familyId: string): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.clock.now();
    const expiresAt = new Date(createdAt.getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
    await this.tokens.create({
      _id: hashOf(token),
      familyId,
      userId,
      expiresAt,
      usedAt: null,
      replacedBy: null,
      revokedAt: null,
      createdAt,
    });
    return { token, expiresAt };
  }
}
