/**
 * The scorecard's "Replies" (D298): what the candidate sent back to the application's reply address,
 * a reply from another address said so; each can be answered here, which sends an applicant email
 * (its history and reply address as any other) in the reply's thread (D313). Replies are grouped by
 * conversation, the most recent conversation first, each read oldest first; a reply's files are
 * listed with it. Reading them settles them on the staff homes.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Reply } from '../../../contracts/replies.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { WriteFailure } from '../../ui/staff-kit/write-failure.tsx';
import { formatDateTime } from './scorecard-format.tsx';
import { answerReplyWrite, repliesQueryOptions } from './replies.queries.ts';
import { ReplyFiles } from './reply-files.tsx';
import { Section } from './scorecard-sections.tsx';
import './sms-thread-section.css';
import './replies-section.css';

const answerSubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

/** Newest first in, conversations out: the most recent conversation first, each oldest first. */
function threadsOf(replies: Reply[]): Reply[][] {
  const threads = new Map<number, Reply[]>();
  for (const reply of replies) threads.set(reply.thread_id, [...(threads.get(reply.thread_id) ?? []), reply]);
  return [...threads.values()].map((thread) => thread.reverse());
}

export function RepliesSection({ userSmartreqId, refId }: { userSmartreqId: number; refId: string }) {
  const { t } = useLingui();
  const replies = useQuery(repliesQueryOptions(userSmartreqId));
  const [answering, setAnswering] = useState<Reply>();
  if (!replies.data?.length && !replies.isError) return null;
  return (
    <Section id="scorecard-replies" title={<Trans>Replies</Trans>}>
      {replies.isError ? (
        <p className="sms-thread__error">{errorText(replies.error)}</p>
      ) : (
        threadsOf(replies.data!).map((thread) => {
          const subject = thread[0]!.subject;
          return (
            <section key={thread[0]!.thread_id} className="reply-thread" aria-label={t`Conversation: ${subject}`}>
              <ol className="sms-thread">
                {thread.map((reply) => (
                  <ReplyItem key={reply.reply_id} reply={reply} onAnswer={() => setAnswering(reply)} />
                ))}
              </ol>
            </section>
          );
        })
      )}
      {answering && (
        <AnswerForm
          key={answering.reply_id}
          userSmartreqId={userSmartreqId}
          refId={refId}
          reply={answering}
          onDone={() => setAnswering(undefined)}
        />
      )}
    </Section>
  );
}

function ReplyItem({ reply, onAnswer }: { reply: Reply; onAnswer: () => void }) {
  const { i18n } = useLingui();
  const from = reply.from_name ? `${reply.from_name} <${reply.from_address}>` : reply.from_address;
  const subject = reply.subject;
  return (
    <li className="sms-thread__message">
      <p className="sms-thread__meta">
        <Trans>From {from}</Trans> · {formatDateTime(i18n.locale, reply.received_at)}
      </p>
      {!reply.is_from_candidate && (
        <p className="sms-thread__error">
          <Trans>Not from the candidate’s address: check who wrote it before answering.</Trans>
        </p>
      )}
      <p>
        <strong>{subject}</strong>
      </p>
      <p className="sms-thread__body">{reply.text}</p>
      <ReplyFiles reply={reply} />
      <Button variant="secondary" onClick={onAnswer}>
        <Trans>Write an answer</Trans>
      </Button>
    </li>
  );
}

function AnswerForm(props: { userSmartreqId: number; refId: string; reply: Reply; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState(answerSubject(props.reply.subject));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [key] = useState(() => crypto.randomUUID());
  const { userSmartreqId, refId } = props;
  const send = useMutation(
    answerReplyWrite(queryClient, { userSmartreqId, refId, replyId: props.reply.reply_id }, key),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      setError(t`Write a subject and a message.`);
      return;
    }
    setError(undefined);
    send.mutate(
      { subject, message },
      {
        onSuccess: () => {
          notify({ type: 'success', body: t`Your answer is on its way.` });
          props.onDone();
        },
      },
    );
  };
  const id = `reply-answer-${props.reply.reply_id}`;
  return (
    <form className="sms-thread__form" noValidate onSubmit={submit} aria-label={t`Answer the reply`}>
      <FormField id={`${id}-subject`} label={t`Subject`}>
        {(a11y) => (
          <input
            id={`${id}-subject`}
            className="form-field__input"
            maxLength={200}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <FormField id={`${id}-message`} label={t`Your answer`} error={error}>
        {(a11y) => (
          <textarea
            id={`${id}-message`}
            className="form-field__input"
            rows={5}
            maxLength={10_000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <WriteFailure write={send} />
      <Button type="submit" isBusy={send.isPending} busyLabel={<Trans>Sending…</Trans>}>
        <Trans>Send answer</Trans>
      </Button>
      <Button variant="secondary" onClick={props.onDone}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
