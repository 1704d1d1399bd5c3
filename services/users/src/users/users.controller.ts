import { Controller, Get, HttpCode, Inject, Param, Patch, Post, Put } from '@nestjs/common';
import { createUserBodySchema, profileUpdateBodySchema, updateUidBodySchema } from '@trio/contracts/http/users';
import { CurrentIdentity, Idempotent, ZodBody, type GatewayIdentity } from '@trio/service-kit/http';
import type { z } from 'zod';
import { selfView, type SelfView } from './user-views';
import { accountGone, notYourAccount, notYourRecord, uidImmutable } from './users.exception';
import { UsersService } from './users.service';

/**
 * The spec's user calls (000 §7). Every one is about the caller's own record: another user's id, uid or e-mail
 * answers 403 whether or not it exists, so the answers reveal nothing about other accounts.
 */
@Controller('trio/users')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Get('uid/:uid')
  async byUid(@Param('uid') uid: string, @CurrentIdentity() me: GatewayIdentity): Promise<SelfView> {
    if (uid !== me.uid) throw notYourRecord();
    return this.own(me);
  }

  @Get('email/:userEmail')
  async byEmail(@Param('userEmail') email: string, @CurrentIdentity() me: GatewayIdentity): Promise<SelfView> {
    if (email.trim().toLowerCase() !== me.email.toLowerCase()) throw notYourRecord();
    return this.own(me);
  }

  /**
   * The earlier app copied its identity provider's uid into the record. We are the identity provider: the uid is
   * set at sign-up and never changes, so this accepts only the uid the record already has.
   */
  @Put('updateUid/:id')
  async updateUid(
    @Param('id') id: string,
    @ZodBody(updateUidBodySchema) body: z.output<typeof updateUidBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<SelfView> {
    if (id !== me.userId) throw notYourRecord();
    const user = await this.own(me);
    if (body.newUid !== user.uid) {
      throw uidImmutable();
    }
    return user;
  }

  /** Idempotent: the record of the signed-in user exists from sign-up, so this answers it (200). */
  @Post('createUser')
  @HttpCode(200)
  @Idempotent()
  async createUser(
    @ZodBody(createUserBodySchema) body: z.output<typeof createUserBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<SelfView> {
    if (body.uid !== me.uid || body.email.toLowerCase() !== me.email.toLowerCase()) {
      throw notYourAccount();
    }
    return this.own(me);
  }

  @Get(':id')
  async byId(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<SelfView> {
    if (id !== me.userId) throw notYourRecord();
    return this.own(me);
  }

  /** The caller edits their own name, phone, address and language; another user's id answers 403. */
  @Patch(':id')
  async updateProfile(
    @Param('id') id: string,
    @ZodBody(profileUpdateBodySchema) body: z.output<typeof profileUpdateBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<SelfView> {
    if (id !== me.userId) throw notYourRecord();
    const updated = await this.users.updateProfile(me.userId, body);
    if (!updated) throw accountGone();
    return selfView(updated);
  }

  private async own(me: GatewayIdentity): Promise<SelfView> {
    const user = await this.users.findById(me.userId);
    if (!user) throw accountGone();
    return selfView(user);
  }
}
