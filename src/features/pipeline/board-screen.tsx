/**
 * A requisition's pipeline board (D202, D384): the plan's stages as columns with their counts, then
 * the company's Interview, Offer and Hired, a card per applicant (name, fit, days in stage, flags).
 * A card moves by drag and drop onto a later column, or from the keyboard: its Advance button (or
 * "a" on the focused card) moves it one column on, Reject (or "r") asks for a reason. Every advance
 * offers Undo for a few seconds; a move into Offer opens the offer form, into Hired asks the start date.
 */
import { Link } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { BoardCard } from '../../../contracts/pipeline.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';
import { showUndo } from '../../ui/undo-toast.tsx';
import { useRejectionToastWords, type RejectionMailChoice } from '../../ui/rejection-email/rejection-toast-words.ts';
import { advance, boardQueryOptions, refreshAfterHire, refreshPipeline, undo } from './pipeline.queries.ts';
import { useFocusAfterMove } from './focus-after-move.ts';
import './board.css';
import { boardColumns, isHired, type BoardColumn } from './board-columns.ts';
import { HireStartDialog, OfferFormDialog, type OfferFormComponent } from './board-dialogs.tsx';

/** The reject dialog the route hands in (the scorecard's own: a reason and a note). */
export type RejectDialogComponent = ComponentType<{
  isOpen: boolean;
  userSmartreqId: number;
  refId: string;
  accountId: number;
  /** `mail`: what the rejection's mail does, said in the toast (D266). */
  onClose(rejected: boolean, mail?: RejectionMailChoice): void;
}>;

export interface BoardScreenProps {
  jobId: number;
  accountId: number | undefined;
  RejectDialog: RejectDialogComponent;
  /** The application's offer form, opened when a card moves into Offer. */
  OfferForm: OfferFormComponent;
}

export function BoardScreen({ jobId, accountId, RejectDialog, OfferForm }: BoardScreenProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mailWords = useRejectionToastWords();
  const { data } = useSuspenseQuery(boardQueryOptions(jobId));
  const [rejecting, setRejecting] = useState<BoardCard>();
  const [dragged, setDragged] = useState<{ card: BoardCard; from: number }>();
  const [announcement, setAnnouncement] = useState('');
  const boardRef = useRef<HTMLDivElement>(null);
  const columns = boardColumns(data, i18n);
  const [hiring, setHiring] = useState<{ card: BoardCard; column: BoardColumn }>();
  const [offering, setOffering] = useState<{ card: BoardCard; column: BoardColumn }>();
  const focusAfterMove = useFocusAfterMove(boardRef, columns);

  const offerUndo = (card: BoardCard, text: string) => {
    const name = `${card.first_name} ${card.last_name}`;
    showUndo(text, () =>
      undo(queryClient, card.user_smartreq_id).then(
        (answer) => {
          setAnnouncement(t`${name}: change undone.`);
          // What became of the undone rejection's mail (D266).
          const mail = mailWords.undone(answer.rejection_email);
          if (mail) notify({ type: answer.rejection_email === 'sent' ? 'warning' : 'success', body: mail });
        },
        (error: unknown) => notify({ type: 'error', body: errorText(error) }),
      ),
    );
  };

  /** Into a later column: a plan step, Interview or Offer by an advance; Hired asks the start date first. */
  const moveTo = async (card: BoardCard, column: BoardColumn) => {
    if (isHired(column)) {
      setHiring({ card, column });
      return;
    }
    const name = `${card.first_name} ${card.last_name}`;
    focusAfterMove.keep(card);
    try {
      const { target } = column;
      const to =
        'stepId' in target
          ? { to_job_step_id: target.stepId }
          : target.stage === 'hired'
            ? {}
            : { to_stage: target.stage };
      await advance(queryClient, card.user_smartreq_id, to);
      const stage = column.name;
      const text = t`${name} moved to ${stage}.`;
      setAnnouncement(text);
      offerUndo(card, text);
      if ('stage' in column.target && column.target.stage === 'offer') setOffering({ card, column });
    } catch (error) {
      focusAfterMove.cancel();
      notify({ type: 'error', body: errorText(error) });
    }
  };

  const onCardKey = (event: KeyboardEvent<HTMLElement>, card: BoardCard, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = columns[index + 1];
    if (event.key === 'a' && next) {
      event.preventDefault();
      void moveTo(card, next);
    } else if (event.key === 'r' && !isHired(columns[index])) {
      event.preventDefault();
      setRejecting(card);
    }
  };

  return (
    <div className="board" ref={boardRef}>
      <p className="board__summary">
        <Plural value={data.rejected_count} one="# rejected" other="# rejected" />
        {' · '}
        <Plural value={data.hired_count} one="# hired" other="# hired" />
        {' · '}
        <span id="board-keys">
          <Trans>
            Keyboard: on an applicant's name, press A to advance them, R to reject them. Drag a card onto a later stage
            to move it there.
          </Trans>
        </span>
      </p>
      <ScoreLine kind="fit" name={t`Fit`} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {data.stages.length === 0 && (
        <p>
          <Trans>This requisition's screening plan has no steps yet.</Trans>
        </p>
      )}
      {columns.length > 0 && (
        <ol className="board__columns" aria-label={t`Stages`}>
          {columns.map((stage, index) => {
            const next = columns[index + 1];
            const hired = isHired(stage);
            return (
              <li
                key={stage.key}
                className="board__column"
                data-drop={dragged !== undefined && index > dragged.from ? 'yes' : undefined}
                onDragOver={(event) => {
                  if (dragged && index > dragged.from) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged && index > dragged.from) void moveTo(dragged.card, stage);
                  setDragged(undefined);
                }}
              >
                <h2
                  className={`board__stage${'stage' in stage.target ? ' board__stage--company' : ''}`}
                  tabIndex={-1}
                  data-stage={stage.key}
                >
                  <span>{stage.name}</span> <span className="board__count">{stage.count}</span>
                  {stage.countsAs !== undefined && (
                    <span className="board__counts-as">{t`Counts as ${stage.countsAs}`}</span>
                  )}
                </h2>
                {stage.count > stage.cards.length && hired && (
                  <p className="board__more">
                    <Trans>
                      Showing the latest {stage.cards.length} hires.{' '}
                      <Link to="/smartreq-detail/applicants" search={{ job_id: jobId }}>
                        All applicants
                      </Link>
                    </Trans>
                  </p>
                )}
                {stage.count > stage.cards.length && !hired && (
                  <p className="board__more">
                    <Trans>
                      Showing the best {stage.cards.length} by fit.{' '}
                      <Link to="/smartreq-detail/applicants" search={{ job_id: jobId }}>
                        All applicants
                      </Link>
                    </Trans>
                  </p>
                )}
                <ul className="board__cards" aria-label={stage.name}>
                  {stage.cards.map((card) => {
                    const name = `${card.first_name} ${card.last_name}`;
                    return (
                      <li
                        key={card.ref_id}
                        className="board-card"
                        draggable={!hired}
                        onDragStart={(event) => {
                          event.dataTransfer.setData('text/plain', card.ref_id);
                          event.dataTransfer.effectAllowed = 'move';
                          setDragged({ card, from: index });
                        }}
                        onDragEnd={() => setDragged(undefined)}
                      >
                        {/* The card's name is its keyboard handle: focused, "a" advances and "r" rejects. */}
                        <Link
                          onKeyDown={(event) => onCardKey(event, card, index)}
                          aria-describedby={hired ? undefined : 'board-keys'}
                          aria-keyshortcuts={hired ? undefined : next ? 'a r' : 'r'}
                          className="board-card__name"
                          data-card={card.ref_id}
                          to="/smartreq-detail-applicant/{-$id}"
                          params={{ id: String(card.user_smartreq_id) }}
                        >
                          {name}
                        </Link>
                        <p className="board-card__facts">
                          {card.fit_score === null ? (
                            <Trans>Fit not scored</Trans>
                          ) : (
                            <Trans>Fit {Math.round(card.fit_score)}</Trans>
                          )}
                          {' · '}
                          <Plural value={card.days_in_stage} one="# day here" other="# days here" />
                        </p>
                        {(card.is_new || card.is_idle || card.has_open_offer) && (
                          <p className="board-card__flags">
                            {card.is_new && (
                              <span className="board-flag board-flag--new">
                                <Trans>New</Trans>
                              </span>
                            )}
                            {card.is_idle && (
                              <span className="board-flag board-flag--idle">
                                <Trans>Idle</Trans>
                              </span>
                            )}
                            {card.has_open_offer && (
                              <span className="board-flag">
                                <Trans>Offer out</Trans>
                              </span>
                            )}
                          </p>
                        )}
                        {!hired && (
                          <div className="board-card__actions">
                            {next && (
                              <Button
                                className="board-card__button"
                                aria-label={t`Advance ${name} to ${next.name}`}
                                aria-keyshortcuts="a"
                                onClick={() => void moveTo(card, next)}
                              >
                                <Trans>Advance</Trans>
                              </Button>
                            )}
                            <Button
                              variant="secondary"
                              className="board-card__button"
                              aria-label={t`Reject ${name}`}
                              aria-keyshortcuts="r"
                              onClick={() => setRejecting(card)}
                            >
                              <Trans>Reject</Trans>
                            </Button>
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
      {rejecting && accountId !== undefined && (
        <RejectDialog
          isOpen
          userSmartreqId={rejecting.user_smartreq_id}
          refId={rejecting.ref_id}
          accountId={accountId}
          onClose={(rejected, mail) => {
            const card = rejecting;
            setRejecting(undefined);
            if (!rejected) return;
            focusAfterMove.keep(card, true);
            const name = `${card.first_name} ${card.last_name}`;
            const text = mailWords.rejected(t`${name} rejected.`, mail);
            setAnnouncement(text);
            void refreshPipeline(queryClient);
            offerUndo(card, text);
          }}
        />
      )}
      {hiring && (
        <HireStartDialog
          card={hiring.card}
          stageName={hiring.column.name}
          onClose={(hired) => {
            const { card, column } = hiring;
            setHiring(undefined);
            if (!hired) return;
            // Read again once the dialog is gone, so the focus can go on to the next card.
            focusAfterMove.keep(card, true);
            void refreshAfterHire(queryClient);
            const name = `${card.first_name} ${card.last_name}`;
            const stage = column.name;
            const text = t`${name} moved to ${stage}.`;
            setAnnouncement(text);
            notify({ type: 'success', body: text });
          }}
        />
      )}
      {offering && (
        <OfferFormDialog
          card={offering.card}
          stageName={offering.column.name}
          OfferForm={OfferForm}
          onClose={() => setOffering(undefined)}
        />
      )}
    </div>
  );
}
