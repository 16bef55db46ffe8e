/**
 * Questions of the demo 'video' activities: job 1's "Video introduction" (two video
 * questions) and the pathway's "Leadership scenario video" (one audio, one video). Written by us.
 */
import type { Db } from '../database.ts';

const QUESTIONS: Record<
  string,
  { text: string; media: 'video' | 'audio'; time_limit_seconds: number; max_retakes: number | null }[]
> = {
  'Video introduction': [
    {
      text: 'Introduce yourself and tell us why you would like to work in customer support.',
      media: 'video',
      time_limit_seconds: 60,
      max_retakes: 3,
    },
    {
      text: 'Describe a time you turned an unhappy customer into a satisfied one.',
      media: 'video',
      time_limit_seconds: 90,
      max_retakes: null,
    },
  ],
  'Leadership scenario video': [
    {
      text: 'A team member keeps missing deadlines. Explain, in your own words, how you would handle it.',
      media: 'audio',
      time_limit_seconds: 120,
      max_retakes: 2,
    },
    {
      text: 'Tell us about a decision you made that your team disagreed with, and what happened next.',
      media: 'video',
      time_limit_seconds: 120,
      max_retakes: null,
    },
  ],
};

export async function seedDemoVideoQuestions(db: Db): Promise<void> {
  const activities = await db
    .selectFrom('job_step_activities')
    .select(['job_step_activity_id', 'title'])
    .where('activity_type', '=', 'video')
    .orderBy('job_step_activity_id')
    .execute();
  for (const activity of activities) {
    const questions = QUESTIONS[activity.title];
    if (!questions) continue;
    await db
      .insertInto('video_questions')
      .values(questions.map((q, i) => ({ ...q, job_step_activity_id: activity.job_step_activity_id, sort: i + 1 })))
      .execute();
  }
}
