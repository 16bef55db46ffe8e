/**
 * The staff home (D202): what needs the signed-in staff member today, each task a link
 * to where it is done. Empty lists say so; counts past the shown items say how many more there are.
 */
import { Link, useLocation } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  HOME_TASKS_SHOWN,
  type HomeWholeList,
  type HomeAccommodationTask,
  type HomeApplicantTask,
  type HomeInterviewTask,
  type HomeMentionTask,
  type HomeReplyTask,
  type HomeOfferTask,
} from '../../../contracts/staff-home.ts';
import { ACCOMMODATION_KINDS, type AccommodationKind } from '../../../contracts/accommodation-kinds.ts';
import { AccommodationLabel } from '../../ui/accommodation-labels.tsx';
import { stepName } from '../../ui/step-names.ts';
import { companyStageName } from '../../ui/staff-kit/company-stage-names.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { staffHomeQueryOptions } from './staff-home.queries.ts';
import './staff-home.css';

export function StaffHomeScreen({ accountId, whole }: { accountId: number | undefined; whole?: HomeWholeList }) {
  const { t } = useLingui();
  useDocumentTitle(t`Home`);
  const { data } = useSuspenseQuery(staffHomeQueryOptions(accountId, undefined, whole));
  // A list with no page of its own is shown whole on the home itself (D325).
  const wholeOf = (name: HomeWholeList) => ({ name, open: whole === name });
  return (
    <div className="staff-home">
      <h1>
        <Trans>What needs you today</Trans>
      </h1>
      <div className="staff-home__grid">
        <TaskList
          title={<Trans>Feedback due</Trans>}
          count={data.feedback_due.count}
          more={toMyInterviews}
          empty={<Trans>No interview is waiting for your feedback.</Trans>}
        >
          {data.feedback_due.items.map((item) => (
            <InterviewItem key={item.interview_uuid} item={item} action={<Trans>Give feedback</Trans>} />
          ))}
        </TaskList>
        <TaskList
          title={<Trans>Mentions</Trans>}
          count={data.mentions.count}
          whole={wholeOf('mentions')}
          empty={<Trans>No note mentions you.</Trans>}
        >
          {data.mentions.items.map((item) => (
            <MentionItem key={item.comment_uuid} item={item} />
          ))}
        </TaskList>
        <TaskList
          title={<Trans>Candidates’ replies</Trans>}
          count={data.replies.count}
          whole={wholeOf('replies')}
          empty={<Trans>No unread reply from a candidate.</Trans>}
        >
          {data.replies.items.map((item) => (
            <ReplyItem key={item.reply_id} item={item} />
          ))}
        </TaskList>
        <TaskList
          title={<Trans>Interviews today</Trans>}
          count={data.interviews_today.count}
          more={toMyInterviews}
          empty={<Trans>No interview today.</Trans>}
        >
          {data.interviews_today.items.map((item) => (
            <InterviewItem key={item.interview_uuid} item={item} action={<Trans>Open</Trans>} />
          ))}
        </TaskList>
        <TaskList
          title={<Trans>Interviews this week</Trans>}
          count={data.interviews_this_week.count}
          more={toMyInterviews}
          empty={<Trans>No other interview in the next six days.</Trans>}
        >
          {data.interviews_this_week.items.map((item) => (
            <InterviewItem key={item.interview_uuid} item={item} action={<Trans>Open</Trans>} />
          ))}
        </TaskList>
        <TaskList
          title={<Trans>New applicants on my requisitions</Trans>}
          count={data.new_applicants.count}
          more={toNewApplicants}
          empty={<Trans>No new applicant.</Trans>}
        >
          {data.new_applicants.items.map((item) => (
            <ApplicantItem key={item.user_smartreq_id} item={item} kind="new" />
          ))}
        </TaskList>
        <TaskList
          title={<Trans>Offers awaiting approval or signature</Trans>}
          count={data.offers.count}
          whole={wholeOf('offers')}
          empty={<Trans>No offer is waiting.</Trans>}
        >
          {data.offers.items.map((item) => (
            <OfferItem key={item.user_smartreq_id} item={item} />
          ))}
        </TaskList>
        <TaskList
          title={
            <Trans>
              Idle for more than <Plural value={data.idle_days} one="# day" other="# days" />
            </Trans>
          }
          count={data.idle_applicants.count}
          whole={wholeOf('idle_applicants')}
          empty={<Trans>Nobody is waiting in a stage.</Trans>}
        >
          {data.idle_applicants.items.map((item) => (
            <ApplicantItem key={item.user_smartreq_id} item={item} kind="idle" />
          ))}
        </TaskList>
        <TaskList
          title={<Trans>Accommodation and alternative requests</Trans>}
          count={data.accommodation_requests.count}
          whole={wholeOf('accommodation_requests')}
          empty={<Trans>No request is waiting for a decision.</Trans>}
        >
          {data.accommodation_requests.items.map((item) => (
            <AccommodationItem key={item.user_smartreq_id} item={item} />
          ))}
        </TaskList>
      </div>
      <section className="staff-home__reqs" aria-labelledby="staff-home-reqs">
        <h2 id="staff-home-reqs">
          <Trans>My requisitions</Trans>
        </h2>
        {data.my_requisitions.length === 0 ? (
          <p>
            <Trans>
              You are on no requisition's team yet. <Link to="/hire">All requisitions</Link>
            </Trans>
          </p>
        ) : (
          <ul className="staff-home__req-list">
            {data.my_requisitions.map((req) => (
              <li key={req.job_id}>
                <Link to="/smartreq-detail/pipeline" search={{ job_id: req.job_id }}>
                  {req.title}
                </Link>{' '}
                <span className="staff-home__muted">
                  <Plural value={req.active_count} one="# active applicant" other="# active applicants" />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** "and N more" leads to the whole list: its own page where there is one, else the home with that list whole (D325). */
const toMyInterviews = (text: ReactNode) => <Link to="/interviews/my-interviews">{text}</Link>;
const toNewApplicants = (text: ReactNode) => (
  <Link to="/applicants" search={{ is_new: 'true' }}>
    {text}
  </Link>
);

function TaskList({
  title,
  count,
  empty,
  more,
  whole,
  children,
}: {
  title: ReactNode;
  count: number;
  empty: ReactNode;
  more?: (text: ReactNode) => ReactNode;
  /** A list with no page of its own: "and N more" shows it whole here. */
  whole?: { name: HomeWholeList; open: boolean };
  children: ReactNode[];
}) {
  const shown = children.length;
  const rest = <Plural value={count - shown} one="and # more" other="and # more" />;
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLAnchorElement>(null);
  const { hash } = useLocation();
  const backHash = whole ? `more-${whole.name}` : undefined;
  // The keyboard goes on where it was: shown whole, to the first item not shown before; shown short
  // again, to its "and N more" (D325).
  useEffect(() => {
    const first = listRef.current?.children[HOME_TASKS_SHOWN] as HTMLElement | undefined;
    // The item, not its link: focusing a link preloads its page, and opening an application settles
    // its mentions, so a focused link would mark them seen unread.
    if (whole?.open && first) {
      first.tabIndex = -1;
      first.focus();
    } else if (backHash && hash === backHash) moreRef.current?.focus();
  }, [whole?.open, backHash, hash]);
  const link = whole
    ? whole.open
      ? undefined
      : (text: ReactNode) => (
          <Link ref={moreRef} to="/home" search={{ whole: whole.name }}>
            {text}
          </Link>
        )
    : more;
  return (
    <section className="staff-home__card">
      <h2>
        {title} <span className="staff-home__count">{count}</span>
      </h2>
      {shown === 0 ? (
        <p className="staff-home__muted">{empty}</p>
      ) : (
        <ul ref={listRef} className="staff-home__tasks">
          {children}
        </ul>
      )}
      {count > shown && <p className="staff-home__muted">{link ? link(rest) : rest}</p>}
      {whole?.open && (
        <p className="staff-home__muted">
          <Link to="/home" hash={backHash}>
            <Trans>Show the first {HOME_TASKS_SHOWN} only</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}

function When({ iso, timeZone }: { iso: string | null; timeZone?: string | null }) {
  const { i18n } = useLingui();
  if (!iso) return null;
  const text = new Intl.DateTimeFormat(i18n.locale, {
    // dateStyle and timeStyle may not be combined with timeZoneName (Chromium throws), so the parts are named.
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

function InterviewItem({ item, action }: { item: HomeInterviewTask; action: ReactNode }) {
  // The link says what to do and with whom: "Give feedback: Maria Garcia".
  return (
    <li>
      <Link to="/interviews/$id" params={{ id: item.interview_uuid }}>
        {action}: {item.candidate_name}
      </Link>
      <span className="staff-home__muted">
        {' '}
        {item.job_title && <> · {item.job_title}</>} · <When iso={item.starts_at} />
      </span>
    </li>
  );
}

function ApplicantItem({ item, kind }: { item: HomeApplicantTask; kind: 'new' | 'idle' }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link to="/smartreq-detail-applicant/{-$id}" params={{ id: String(item.user_smartreq_id) }}>
        {item.candidate_name}
      </Link>
      <span className="staff-home__muted">
        {' '}
        · {item.job_title}
        {/* Past the plan, the company stage staff moved them into (D384), not the plan's last step. */}
        {item.company_stage ? (
          <> · {companyStageName(i18n, item.company_stage, item.company_stage_names)}</>
        ) : (
          item.stage_name && <> · {stepName(i18n, item.stage_name)}</>
        )}{' '}
        ·{' '}
        {kind === 'new' ? (
          <Plural value={item.days} _0="applied today" one="applied # day ago" other="applied # days ago" />
        ) : (
          <Plural value={item.days} one="# day in this stage" other="# days in this stage" />
        )}
      </span>
    </li>
  );
}

function OfferItem({ item }: { item: HomeOfferTask }) {
  return (
    <li>
      <Link to="/smartreq-detail-applicant/{-$id}" params={{ id: String(item.user_smartreq_id) }}>
        {item.candidate_name}
      </Link>
      <span className="staff-home__muted">
        {' '}
        · {item.job_title} ·{' '}
        {item.waiting_for === 'approval' ? (
          <Trans>to approve and send</Trans>
        ) : item.waiting_for === 'my_approval' ? (
          <Trans>awaiting your approval</Trans>
        ) : item.waiting_for === 'my_signature' ? (
          <Trans>awaiting your signature</Trans>
        ) : (
          <Trans>awaiting signature</Trans>
        )}
      </span>
    </li>
  );
}

const isKind = (kind: string): kind is AccommodationKind => (ACCOMMODATION_KINDS as readonly string[]).includes(kind);

function AccommodationItem({ item }: { item: HomeAccommodationTask }) {
  const kinds = item.kinds.filter(isKind);
  return (
    <li>
      <Link to="/smartreq-detail-applicant/{-$id}" params={{ id: String(item.user_smartreq_id) }}>
        {item.candidate_name}
      </Link>
      <span className="staff-home__muted">
        {' '}
        · {item.job_title} ·{' '}
        {kinds.map((kind, i) => (
          <span key={kind}>
            {i > 0 && ', '}
            <AccommodationLabel kind={kind} />
          </span>
        ))}{' '}
        · <When iso={item.since} />
      </span>
    </li>
  );
}

function MentionItem({ item }: { item: HomeMentionTask }) {
  const { author_name: author, candidate_name: candidate } = item;
  return (
    <li>
      {/* Not preloaded on hover or focus: loading the application settles its mentions (D325). */}
      <Link to="/smartreq-detail-applicant/{-$id}" params={{ id: String(item.user_smartreq_id) }} preload={false}>
        <Trans>
          {author} mentioned you about {candidate}
        </Trans>
      </Link>
      <span className="staff-home__muted">
        {' '}
        · {item.job_title} · <When iso={item.since} />
      </span>
    </li>
  );
}

function ReplyItem({ item }: { item: HomeReplyTask }) {
  const { candidate_name: candidate, subject } = item;
  return (
    <li>
      <Link to="/smartreq-detail-applicant/{-$id}" params={{ id: String(item.user_smartreq_id) }}>
        <Trans>
          {candidate} replied: {subject}
        </Trans>
      </Link>
      <span className="staff-home__muted">
        {' '}
        · {item.job_title} · <When iso={item.since} />
      </span>
    </li>
  );
}
