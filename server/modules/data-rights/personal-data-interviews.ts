/** An application's interviews: the panel's evaluations and notes, booking links, the interviews themselves. In the order erasure deletes them (personal-data.ts). */
import { sql } from 'kysely';
import { viaInterview, viaEvaluation, empty, refsOf, type PersonalDataTable } from '../../db/personal-data-kit.ts';

export const INTERVIEW_PERSONAL_DATA: readonly PersonalDataTable[] = [
  {
    table: 'interview_evaluation_answers',
    about: "Interviewers' notes on each question.",
    personalColumns: ['notes'],
    rows: viaEvaluation,
    erase: { kind: 'anonymise', set: { notes: empty } },
  },
  {
    table: 'interview_evaluations',
    about: "Interviewers' evaluations: the recommendations stay without notes.",
    personalColumns: ['notes'],
    rows: viaInterview,
    erase: { kind: 'anonymise', set: { notes: empty } },
  },
  {
    table: 'interview_booking_links',
    about: 'Links to book an interview.',
    personalColumns: ['token_hash'],
    rows: viaInterview,
    erase: { kind: 'delete' },
  },
  {
    table: 'interviews',
    about: 'Your interviews: when and where.',
    personalColumns: ['participant_user_id', 'location', 'meeting_url'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`participant_user_id = ${scope.userId}`
        : sql<boolean>`ref_id in ${refsOf(scope)}`,
    exportColumns: [
      'interview_uuid',
      'ref_id',
      'purpose',
      'status',
      'starts_at',
      'ends_at',
      'time_zone',
      'location',
      'meeting_url',
      'completed_at',
    ],
    erase: { kind: 'anonymise', set: { meeting_url: empty, location: empty } },
    personColumn: 'participant_user_id',
  },
];
