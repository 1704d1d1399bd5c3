import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { LeaseReminderRecord, SendReminderAnswer } from '@trio/contracts/http/notifications';
import { CurrentIdentity, type GatewayIdentity } from '@trio/service-kit/http';
import { RemindersService } from './reminders.service';

/** The Property Manager Hub's "Send Payment Reminders" calls (spec 001 §7; @trio/contracts/http/notifications). */
@Controller()
export class RemindersController {
  constructor(@Inject(RemindersService) private readonly reminders: RemindersService) {}

  @Get('trio/property-manager/:id/leases-reminders')
  list(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<LeaseReminderRecord[]> {
    return this.reminders.listForManager(me, id);
  }

  @Post('trio/property-manager/lease/:leaseId/send-reminder')
  @HttpCode(200)
  async send(@Param('leaseId') leaseId: string, @CurrentIdentity() me: GatewayIdentity): Promise<SendReminderAnswer> {
    const { reminder, record } = await this.reminders.sendManual(me, leaseId);
    return { success: true, message: 'Reminder sent successfully!', reminder, record };
  }
}
