/**
 * A requisition's pipeline board (D202): the plan's stages as columns with their counts,
 * a card per applicant (name, fit, days in stage, flags). A card moves by drag and drop onto a
 * later column, or from the keyboard: its Advance button (or "a" on the focused card) moves it one
 * stage on, Reject (or "r") asks for a reason. Every move offers Undo for a few seconds.
 */
import { Link } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { BoardCard, BoardStage } from '../../../contracts/pipeline.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';
import { showUndo } from '../../ui/undo-toast.tsx';
import { useRejectionToastWords, type RejectionMailChoice } from '../../ui/rejection-email/rejection-toast-words.ts';
import { advance, boardQueryOptions, refreshPipeline, undo } from './pipeline.queries.ts';
import { useFocusAfterMove } from './focus-after-move.ts';
import './board.css';
import { stepName } from '../../ui/step-names.ts';

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
}

export function BoardScreen({ jobId, accountId, RejectDialog }: BoardScreenProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mailWords = useRejectionToastWords();
  const { data } = useSuspenseQuery(boardQueryOptions(jobId));
  const [rejecting, setRejecting] = useState<BoardCard>();
  const [dragged, setDragged] = useState<{ card: BoardCard; from: number }>();
  const [announcement, setAnnouncement] = useState('');
  const boardRef = useRef<HTMLDivElement>(null);
  const focusAfterMove = useFocusAfterMove(boardRef, data.stages);

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

  const moveOn = async (card: BoardCard, toStage?: BoardStage) => {
    const name = `${card.first_name} ${card.last_name}`;
    focusAfterMove.keep(card);
    try {
      const answer = await advance(queryClient, card.user_smartreq_id, toStage?.job_step_id);
      const stage = stepName(i18n, answer.stage_name ?? '');
      const text = t`${name} moved to ${stage}.`;
      setAnnouncement(text);
      offerUndo(card, text);
    } catch (error) {
      focusAfterMove.cancel();
      notify({ type: 'error', body: errorText(error) });
    }
  };

  const onCardKey = (event: KeyboardEvent<HTMLElement>, card: BoardCard, stageIndex: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'a' && stageIndex < data.stages.length - 1) {
      event.preventDefault();
      void moveOn(card);
    } else if (event.key === 'r') {
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
      {data.stages.length === 0 ? (
        <p>
          <Trans>This requisition's screening plan has no steps yet.</Trans>
        </p>
      ) : (
        <ol className="board__columns" aria-label={t`Stages`}>
          {data.stages.map((stage, index) => {
            const next = data.stages[index + 1];
            return (
              <li
                key={stage.job_step_id}
                className="board__column"
                data-drop={dragged !== undefined && index > dragged.from ? 'yes' : undefined}
                onDragOver={(event) => {
                  if (dragged && index > dragged.from) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged && index > dragged.from) void moveOn(dragged.card, stage);
                  setDragged(undefined);
                }}
              >
                <h2 className="board__stage" tabIndex={-1} data-stage={stage.job_step_id}>
                  <span>{stepName(i18n, stage.name)}</span> <span className="board__count">{stage.count}</span>
                </h2>
                {stage.count > stage.cards.length && (
                  <p className="board__more">
                    <Trans>
                      Showing the best {stage.cards.length} by fit.{' '}
                      <Link to="/smartreq-detail/applicants" search={{ job_id: jobId }}>
                        All applicants
                      </Link>
                    </Trans>
                  </p>
                )}
                <ul className="board__cards" aria-label={stepName(i18n, stage.name)}>
                  {stage.cards.map((card) => {
                    const name = `${card.first_name} ${card.last_name}`;
                    return (
                      <li
                        key={card.ref_id}
                        className="board-card"
                        draggable
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
                          aria-describedby="board-keys"
                          aria-keyshortcuts={next ? 'a r' : 'r'}
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
                        <div className="board-card__actions">
                          {next && (
                            <Button
                              className="board-card__button"
                              aria-label={t`Advance ${name} to ${stepName(i18n, next.name)}`}
                              aria-keyshortcuts="a"
                              onClick={() => void moveOn(card)}
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
    </div>
  );
}
