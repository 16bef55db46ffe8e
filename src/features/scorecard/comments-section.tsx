import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMMENT_MAX, type Comment, type CommentScope, type CreatedComment } from '../../../contracts/scorecard.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { Section } from './scorecard-sections.tsx';
import { formatDateTime } from './scorecard-format.tsx';
import { addComment, commentsQueryOptions, deleteComment, editComment } from './scorecard.queries.ts';
import { MentionPicker, mentionedIn } from './mention-picker.tsx';
import type { Colleague } from '../../../contracts/application-scheduling.ts';
import { mentionableQueryOptions } from './colleagues.queries.ts';
import { UnseenMentions } from './unseen-mentions.tsx';

interface CommentFormProps {
  idPrefix: string;
  initialBody?: string;
  initialScope?: CommentScope;
  submitLabel: string;
  onSave(body: string, scope: CommentScope, mentioned: number[]): Promise<void>;
  onCancel?(): void;
  /** A new note offers @mentions of the colleagues who may open this application. */
  mentionsFor?: number;
}

function CommentForm({
  idPrefix,
  initialBody = '',
  initialScope = 'team',
  submitLabel,
  onSave,
  onCancel,
  mentionsFor,
}: CommentFormProps) {
  const { t } = useLingui();
  const [body, setBody] = useState(initialBody);
  const [mentioned, setMentioned] = useState<number[]>([]);
  const colleagues = useQuery({ ...mentionableQueryOptions(mentionsFor ?? 0), enabled: mentionsFor !== undefined });
  const people: Colleague[] = colleagues.data ?? [];
  const [scope, setScope] = useState<CommentScope>(initialScope);
  const [error, setError] = useState<string>();
  const saving = useMutation({
    mutationFn: (sent: { body: string; scope: CommentScope; mentioned: number[] }) =>
      onSave(sent.body, sent.scope, sent.mentioned),
    onSuccess: () => {
      if (!onCancel) {
        setBody('');
        setMentioned([]);
      }
    },
    onError: (failure) => setError(errorText(failure)),
  });
  const isBusy = saving.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (!body.trim()) return setError(t`Write a comment first`);
    setError(undefined);
    saving.mutate({ body: body.trim(), scope, mentioned: mentionedIn(body, people, mentioned) });
  };
  return (
    <form className="scorecard-comment-form" onSubmit={submit} noValidate>
      <FormField
        id={`${idPrefix}-body`}
        label={initialBody ? <Trans>Edit comment</Trans> : <Trans>Add a comment</Trans>}
        error={error}
      >
        {(a11y) => (
          <textarea
            id={`${idPrefix}-body`}
            className="form-field__input scorecard-dialog__textarea"
            value={body}
            maxLength={COMMENT_MAX}
            onChange={(e) => setBody(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      {mentionsFor !== undefined && (
        <MentionPicker
          userSmartreqId={mentionsFor}
          text={body}
          chosen={mentioned}
          onChoose={(text, userId) => {
            setBody(text);
            setMentioned([...mentioned, userId]);
          }}
        />
      )}
      <div className="scorecard-comment-form__row">
        <FormField id={`${idPrefix}-scope`} label={<Trans>Visible to</Trans>}>
          {(a11y) => (
            <select
              id={`${idPrefix}-scope`}
              className="form-field__input"
              value={scope}
              onChange={(e) => setScope(e.target.value as CommentScope)}
              {...a11y}
            >
              <option value="team">{t`The hiring team`}</option>
              <option value="private">{t`Private: me and those with access to private data`}</option>
            </select>
          )}
        </FormField>
        <div className="scorecard-comment-form__buttons">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" isBusy={isBusy}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Comments on the application: the team's and the private ones the viewer may read; only their author edits or deletes them. */
export function CommentsSection({ userSmartreqId, isPrint }: { userSmartreqId: number; isPrint?: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const comments = useQuery(commentsQueryOptions(userSmartreqId));
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<Comment>();
  const [deleteError, setDeleteError] = useState<string>();
  /** The last new note's mentions of colleagues who cannot open the application (D285). */
  const [unseen, setUnseen] = useState<Pick<CreatedComment, 'comment_uuid' | 'unseen_mentions' | 'team_job_id'>>();
  const removal = useMutation({
    mutationFn: (comment: Comment) => deleteComment(queryClient, userSmartreqId, comment.comment_uuid),
    onSuccess: () => setDeleting(undefined),
    onError: (failure) => setDeleteError(errorText(failure)),
  });

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(undefined);
    removal.mutate(deleting);
  };

  const list = comments.data ?? [];
  return (
    <Section id="scorecard-comments" title={<Trans>Comments</Trans>}>
      {comments.isPending && <p className="scorecard-section__muted">{t`Loading comments…`}</p>}
      {comments.isError && <p role="alert">{errorText(comments.error)}</p>}
      {comments.isSuccess && list.length === 0 && (
        <p className="scorecard-section__empty">
          <Trans>No comments yet.</Trans>
        </p>
      )}
      {list.length > 0 && (
        <ul className="scorecard-comments">
          {list.map((c) => (
            <li key={c.comment_uuid} className="scorecard-comment">
              <p className="scorecard-comment__meta">
                <strong>{c.author ? `${c.author.first_name} ${c.author.last_name}` : t`A former user`}</strong>
                {' · '}
                <time dateTime={c.created_at}>{formatDateTime(i18n.locale, c.created_at)}</time>
                {c.scope === 'private' && (
                  <span className="scorecard-badge scorecard-badge--private">
                    <Trans>Private</Trans>
                  </span>
                )}
              </p>
              {editing === c.comment_uuid ? (
                <CommentForm
                  idPrefix={`comment-edit-${c.comment_uuid}`}
                  initialBody={c.body}
                  initialScope={c.scope}
                  submitLabel={t`Save`}
                  onCancel={() => setEditing(undefined)}
                  onSave={async (body, scope) => {
                    await editComment(queryClient, userSmartreqId, c.comment_uuid, body, scope);
                    setEditing(undefined);
                  }}
                />
              ) : (
                <p className="scorecard-comment__body">{c.body}</p>
              )}
              {c.is_mine && !isPrint && editing !== c.comment_uuid && (
                <div className="scorecard-comment__actions">
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(c.comment_uuid)}
                    aria-label={t`Edit comment from ${formatDateTime(i18n.locale, c.created_at)}`}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setDeleteError(undefined);
                      setDeleting(c);
                    }}
                    aria-label={t`Delete comment from ${formatDateTime(i18n.locale, c.created_at)}`}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {!isPrint && (
        <CommentForm
          idPrefix="comment-new"
          submitLabel={t`Add comment`}
          mentionsFor={userSmartreqId}
          onSave={async (body, scope, mentioned) => {
            setUnseen(undefined);
            setUnseen(await addComment(queryClient, userSmartreqId, body, scope, crypto.randomUUID(), mentioned));
          }}
        />
      )}
      {!isPrint && unseen && (
        <UnseenMentions
          key={unseen.unseen_mentions.map((p) => p.user_id).join()}
          userSmartreqId={userSmartreqId}
          commentUuid={unseen.comment_uuid}
          people={unseen.unseen_mentions}
          teamJobId={unseen.team_job_id}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        question={<Trans>Delete this comment?</Trans>}
        detail={<Trans>This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={removal.isPending}
        error={deleteError}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
      />
    </Section>
  );
}
