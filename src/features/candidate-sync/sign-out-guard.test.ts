import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { activityTitles } from './sign-out-guard.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';

describe('naming the activities whose answers would be lost', () => {
  it('given a cached tracker, then the titles of the wanted activities are found and unknown ones left out', () => {
    const client = new QueryClient();
    client.setQueryData(['progress-tracker', 'detail', REF], {
      tracker: { ref_id: REF, tracker_title: 'Pathway' },
      steps: [
        {
          activities: [
            { ref_id: REF, job_step_activity_id: 12, title: 'Work values questionnaire' },
            { ref_id: REF, job_step_activity_id: 13, title: 'Interests questionnaire' },
          ],
        },
      ],
    });

    expect(
      activityTitles(client, [
        { refId: REF, jobStepActivityId: 12 },
        { refId: REF, jobStepActivityId: 99 },
      ]),
    ).toEqual(['Work values questionnaire']);
  });

  it('given nothing cached, then no titles', () => {
    expect(activityTitles(new QueryClient(), [{ refId: REF, jobStepActivityId: 12 }])).toEqual([]);
  });
});
