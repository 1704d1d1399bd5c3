import { handlerMarks, JobHandler, type JobRun } from './job-handler.decorator';
import { defineQueue } from './queue-definition';

const Mail = defineQueue('mail', { jobs: ['welcome', 'reminder'] as const }).withData<{
  welcome: { userId: string };
  reminder: { leaseId: string; dueDate: string };
}>();

class MailJobs {
  @JobHandler(Mail, 'welcome')
  welcome(_data: { userId: string }, _run: JobRun): void {}

  @JobHandler(Mail, 'reminder')
  @JobHandler(Mail, 'welcome')
  either(): void {}

  plain(): void {}
}

describe('@JobHandler', () => {
  it('records the queue and job on the method, several when stacked', () => {
    expect(handlerMarks(MailJobs.prototype.welcome)).toEqual([{ queue: 'mail', jobName: 'welcome' }]);
    expect(handlerMarks(MailJobs.prototype.either)).toEqual([
      { queue: 'mail', jobName: 'welcome' },
      { queue: 'mail', jobName: 'reminder' },
    ]);
    expect(handlerMarks(MailJobs.prototype.plain)).toEqual([]);
    expect(handlerMarks(undefined)).toEqual([]);
  });

  it('checks the job name and the data type at compile time', () => {
    class Wrong {
      // @ts-expect-error -- not a job of the queue
      @JobHandler(Mail, 'farewell')
      farewell(): void {}

      // @ts-expect-error -- the data of "reminder" has no userId
      @JobHandler(Mail, 'reminder')
      reminder(data: { userId: string }): string {
        return data.userId;
      }
    }
    expect(Wrong).toBeDefined();
  });
});
