/** Video answers on the server: a plan's questions, the recordings, its routes (the uploads with them) (server/modules/activity/server-kind.ts). */
import { videoKind } from '../../../contracts/video-kind.ts';
import { defineServerKind } from '../activity/index.ts';
import { byRef, byUserOrRef } from '../../db/personal-data-kit.ts';
import { registerVideoRoutes } from './video.routes.ts';
import { videoPlanSlot } from './video-plan.ts';
import { removeAnswerFile } from './tus-storage.ts';

export const videoServerKind = defineServerKind({
  kind: videoKind,
  applying: { minutes: 5 },
  plan: videoPlanSlot,
  registerRoutes: (app, { db, files, attemptLeaseMs }) => registerVideoRoutes(app, db, files, attemptLeaseMs),
  personalData: [
    {
      table: 'video_answers',
      about: 'Your recorded video answers (the recordings are in files/video_answers/).',
      aboutIn: {
        es: 'Tus respuestas grabadas en vídeo (las grabaciones están en files/video_answers/).',
        fr: 'Vos réponses vidéo enregistrées (les enregistrements sont dans files/video_answers/).',
      },
      personalColumns: ['storage_path'],
      rows: byUserOrRef,
      exportColumns: [
        'ref_id',
        'video_question_id',
        'content_type',
        'size_bytes',
        'duration_seconds',
        'status',
        'created_at',
      ],
      erase: { kind: 'delete' },
      fileColumn: 'storage_path',
      removeFile: removeAnswerFile,
    },
    {
      table: 'video_answer_files',
      about:
        'What was made from your recorded answers for playing them back: a widely playable copy, a still picture and captions.',
      aboutIn: {
        es: 'Lo que se generó a partir de tus respuestas grabadas para reproducirlas: una copia ampliamente compatible, una imagen fija y subtítulos.',
        fr: 'Ce qui a été produit à partir de vos réponses enregistrées pour les lire : une copie largement lisible, une image fixe et des sous-titres.',
      },
      personalColumns: ['storage_path'],
      rows: byRef(),
      exportColumns: ['ref_id', 'video_answer_id', 'role', 'content_type', 'size_bytes', 'created_at'],
      erase: { kind: 'delete' },
      fileColumn: 'storage_path',
    },
    {
      table: 'video_processing',
      about: 'How your recorded answers were prepared for playback, and their transcripts when captions were made.',
      aboutIn: {
        es: 'Cómo se prepararon tus respuestas grabadas para su reproducción, y sus transcripciones cuando se generaron subtítulos.',
        fr: 'Comment vos réponses enregistrées ont été préparées pour la lecture, et leurs transcriptions lorsque des sous-titres ont été produits.',
      },
      personalColumns: ['transcript'],
      rows: byRef(),
      exportColumns: ['ref_id', 'video_answer_id', 'transcode_status', 'captions_status', 'transcript', 'updated_at'],
      erase: { kind: 'delete' },
    },
  ],
});
