import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyProfile } from '../../../contracts/staff-interviews.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { myProfileQueryOptions, saveProfile } from './scheduling.queries.ts';
import { fieldText, schedulingErrorText } from './scheduling-texts.ts';
import { formatWhen } from '../../lib/time-zones.ts';
import { TimeZonePicker } from '../../ui/time-zone-picker/time-zone-picker.tsx';
import './scheduling.css';

/**
 * /interviews/my-profile: the interviewer's name, time zone and default meeting link, and their
 * next interviews; `children` (the route composes them: their own calendar) go between the two.
 */
export function MyProfileScreen({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`My interviewer profile`);
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const query = useSuspenseQuery(myProfileQueryOptions());
  return (
    <section className="scheduling-page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="scheduling-page__title">
        <Trans>My interviewer profile</Trans>
      </h1>
      <ProfileForm initial={query.data} />
      {children}
      <Upcoming profile={query.data} />
    </section>
  );
}

function ProfileForm({ initial }: { initial: MyProfile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({
    first_name: initial.first_name,
    last_name: initial.last_name,
    time_zone: initial.time_zone,
    meeting_url: initial.meeting_url,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const saving = useMutation({
    mutationFn: async () => {
      await saveProfile(queryClient, draft);
      notify({ type: 'success', body: t`Your profile is saved.` });
    },
    onError: (e) => {
      setErrors(Object.fromEntries(Object.entries(fieldErrorTexts(e)).map(([k, v]) => [k, fieldText(v)])));
      notify({ type: 'error', body: schedulingErrorText(e) });
    },
  });
  const busy = saving.isPending;

  function save() {
    const local: Record<string, string> = {};
    if (!draft.first_name.trim()) local.first_name = t`Enter your first name`;
    if (!draft.last_name.trim()) local.last_name = t`Enter your last name`;
    if (draft.meeting_url.trim() && !/^https?:\/\/\S+$/i.test(draft.meeting_url.trim()))
      local.meeting_url = t`Enter a link that starts with https://`;
    setErrors(local);
    if (Object.keys(local).length) return;
    saving.mutate();
  }

  const field = (name: keyof typeof draft, label: string, type = 'text', hint?: string) => (
    <div className="scheduling-form__row">
      <label htmlFor={`profile-${name}`}>
        <span>{label}</span>
        {hint && <span className="scheduling-muted">{hint}</span>}
        <input
          id={`profile-${name}`}
          type={type}
          value={draft[name]}

          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        />
      </label>
      {errors[name] && (
        <p id={`profile-${name}-error`} className="scheduling-form__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className="scheduling-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {field('first_name', t`First name`)}
      {field('last_name', t`Last name`)}
      <div className="scheduling-form__row">
        <TimeZonePicker
          label={t`Time zone`}
          value={draft.time_zone}
          onChange={(zone) => setDraft({ ...draft, time_zone: zone })}
        />
      </div>
      {field(
        'meeting_url',
        t`Default video-meeting link`,
        'url',
        t`Used when an interview has no place or link of its own.`,
      )}
      <div>
        <Button type="submit" isBusy={busy} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save profile</Trans>
        </Button>
      </div>
    </form>
  );
}

function Upcoming({ profile }: { profile: MyProfile }) {
  const { i18n } = useLingui();
  const count = profile.upcoming_count;
  return (
    <div>
      <h2 className="booking__subtitle">
        <Trans>Upcoming interviews</Trans>
      </h2>
      <p>
        {plural(count, { one: 'You have # upcoming interview.', other: 'You have # upcoming interviews.' })}{' '}
        <Link to="/interviews/my-availability">
          <Trans>Change my availability</Trans>
        </Link>
      </p>
      {profile.upcoming.length > 0 && (
        <ul className="scheduling-list">
          {profile.upcoming.map((i) => (
            <li key={i.interview_uuid} className="scheduling-card">
              <h3>
                {i.applicant.first_name} {i.applicant.last_name}: {i.activity_title}
              </h3>
              <p className="scheduling-muted">{i.job_title}</p>
              {i.starts_at && <p>{formatWhen(i.starts_at, profile.time_zone, i18n.locale)}</p>}
              {(i.location || i.meeting_url) && <p>{[i.location, i.meeting_url].filter(Boolean).join(' · ')}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
