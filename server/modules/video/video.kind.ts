/** Video answers on the server: the recordings, its routes (the uploads with them) (server/modules/activity/server-kind.ts). */
import { videoKind } from '../../../contracts/video-kind.ts';
import { defineServerKind } from '../activity/server-kind.ts';
import { byUserOrRef } from '../data-rights/personal-data-kit.ts';
import { registerVideoRoutes } from './video.routes.ts';

export const videoServerKind = defineServerKind({
  kind: videoKind,
  applying: { minutes: 5 },
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
    },
  ],
});
