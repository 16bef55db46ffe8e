/**
 * The scorecard's "Text messages" (D236): the thread between the company and the candidate by
 * their phone number (replies included), each message's status and, when it failed, the provider's
 * reason; a composer with the segment count and the company's message templates. Without a
 * provider, what staff send stays in the outbox, and the section says so.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SmsMessage } from '../../../contracts/sms.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { SegmentCount } from '../../ui/merge-fields/segment-count.tsx';
import { mergeFieldHint } from '../../ui/merge-fields/merge-field-texts.ts';
import { notify } from '../../ui/notifications.atoms.ts';
import { Section } from './scorecard-sections.tsx';
import { sendSms, smsThreadQueryOptions } from './sms-thread.queries.ts';
import './sms-thread-section.css';

function when(locale: string, iso: string): string {
  // dateStyle cannot be combined with timeZoneName: the parts are named instead.
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

function StatusText({ message }: { message: SmsMessage }) {
  switch (message.status) {
    case 'outbox':
      return <Trans>In the outbox: no messaging provider is connected</Trans>;
    case 'queued':
      return message.last_error ? <Trans>Waiting to retry</Trans> : <Trans>Sending</Trans>;
    case 'sent':
      return <Trans>Sent</Trans>;
    case 'delivered':
      return <Trans>Delivered</Trans>;
    case 'failed':
      return <Trans>Not sent</Trans>;
    case 'received':
      return <Trans>Reply</Trans>;
  }
}

function Bubble({ message }: { message: SmsMessage }) {
  const { i18n } = useLingui();
  return (
    <li className="sms-thread__message" data-direction={message.direction} data-status={message.status}>
      <p className="sms-thread__body">{message.body}</p>
      <p className="sms-thread__meta">
        {message.direction === 'outbound' && message.sent_by && <>{message.sent_by} · </>}
        {when(i18n.locale, message.sent_at ?? message.created_at)} · <StatusText message={message} />
      </p>
      {message.last_error && message.status !== 'sent' && message.status !== 'delivered' && (
        <p className="sms-thread__error">
          <Trans>The provider’s reason:</Trans> {message.last_error}
        </p>
      )}
    </li>
  );
}

export function SmsThreadSection({ userSmartreqId }: { userSmartreqId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const thread = useQuery(smsThreadQueryOptions(userSmartreqId));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: (text: string) => sendSms(queryClient, userSmartreqId, text),
    onSuccess: (sent) => {
      setBody('');
      notify({
        type: 'success',
        body: sent.status === 'outbox' ? t`The message is in the outbox.` : t`The message is on its way.`,
      });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 409)
        setError(t`This number replied STOP: no text can be sent to it until it replies START.`);
      else if (failure instanceof ApiError && failure.errors?.[0]?.prop === 'phone_number')
        setError(t`The candidate has no mobile number in international form (+ and the country code).`);
      else
        setError(failure instanceof ApiError && failure.errors?.[0] ? failure.errors[0].message : errorText(failure));
    },
  });
  if (!thread.data) {
    return (
      <Section id="scorecard-sms" title={<Trans>Text messages</Trans>}>
        {thread.isError ? (
          <p className="sms-thread__error">{errorText(thread.error)}</p>
        ) : (
          <p className="scorecard-section__empty">
            <Trans>Loading…</Trans>
          </p>
        )}
      </Section>
    );
  }
  const { data } = thread;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t`Write the message.`);
      return;
    }
    setError(undefined);
    send.mutate(body);
  };
  const bodyId = `sms-body-${userSmartreqId}`;
  return (
    <Section id="scorecard-sms" title={<Trans>Text messages</Trans>}>
      <p className="sms-thread__number">
        {data.phone_number ? (
          <Trans>Mobile number: {data.phone_number}</Trans>
        ) : (
          <Trans>The candidate has no mobile number in international form (+ and the country code).</Trans>
        )}
        {!data.provider && (
          <>
            {' '}
            <Trans>No messaging provider is connected: messages stay in the outbox.</Trans>
          </>
        )}
      </p>
      {data.opted_out && (
        <p className="sms-thread__error" role="status">
          <Trans>This number replied STOP: no text can be sent to it until it replies START.</Trans>
        </p>
      )}
      {data.messages.length === 0 ? (
        <p className="scorecard-section__empty">
          <Trans>No text messages yet.</Trans>
        </p>
      ) : (
        <ol className="sms-thread" aria-label={t`Text messages`}>
          {data.messages.map((m) => (
            <Bubble key={m.sms_id} message={m} />
          ))}
        </ol>
      )}
      {data.phone_number && !data.opted_out && (
        <form className="sms-thread__form" noValidate onSubmit={submit}>
          <FormField id={bodyId} label={t`Text message`} hint={mergeFieldHint()} error={error}>
            {(a11y) => (
              <>
                <textarea
                  id={bodyId}
                  className="form-field__input"
                  rows={3}
                  maxLength={1600}
                  value={body}
                  onChange={(e) => setBody(e.target.value)}
                  {...a11y}
                />
                <SegmentCount text={body} />
              </>
            )}
          </FormField>
          <Button type="submit" variant="secondary" isBusy={send.isPending} busyLabel={<Trans>Sending…</Trans>}>
            <Trans>Send text message</Trans>
          </Button>
        </form>
      )}
    </Section>
  );
}
