import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CurrentIdentity, Idempotent, ProblemException, ZodBody, type GatewayIdentity } from '@trio/service-kit/http';
import { createUserBodySchema, updateUidBodySchema } from '@trio/contracts/http/users';
import type { z } from 'zod';
import { selfView, type SelfView } from './user-views';
import { UsersService } from './users.service';

const notYours = () => new ProblemException('FORBIDDEN', 'You can only read or change your own user record.');

/**
 * The spec's user calls (000 §7). Every one is about the caller's own record: another user's id, uid or e-mail
 * answers 403 whether or not it exists, so the answers reveal nothing about other accounts.
 */
@Controller('trio/users')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Get('uid/:uid')
  async byUid(@Param('uid') uid: string, @CurrentIdentity() me: GatewayIdentity): Promise<SelfView> {
    if (uid !== me.uid) throw notYours();
    return this.own(me);
  }

  @Get('email/:userEmail')
  async byEmail(@Param('userEmail') email: string, @CurrentIdentity() me: GatewayIdentity): Promise<SelfView> {
    if (email.trim().toLowerCase() !== me.email.toLowerCase()) throw notYours();
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
    if (id !== me.userId) throw notYours();
    const user = await this.own(me);
    if (body.newUid !== user.uid) {
      throw new ProblemException('UID_IMMUTABLE', 'The uid is assigned at sign-up and cannot be changed.', {
        errors: [{ field: 'newUid', message: 'Must be the uid the account already has.' }],
      });
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
      throw new ProblemException('FORBIDDEN', 'You can only create the record of the account you are signed in with.');
    }
    return this.own(me);
  }

  @Get(':id')
  async byId(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<SelfView> {
    if (id !== me.userId) throw notYours();
    return this.own(me);
  }

  private async own(me: GatewayIdentity): Promise<SelfView> {
    const user = await this.users.findById(me.userId);
    if (!user) throw new ProblemException('NOT_FOUND', 'This account no longer exists.');
    return selfView(user);
  }
}
