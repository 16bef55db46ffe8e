/**
 * The details a published bias-audit summary states besides its figures (LL144, D273), checked
 * when staff publish: every problem answered by its field in the reader's language
 * (Accept-Language, which the app sets to the language on screen), as server/http/input-labels.ts
 * words the HTTP layer's refusals. The words are kept here: the Lingui catalogs are the browser's.
 */
import {
  AUDIT_DATA_SOURCES,
  AUDITOR_MAX,
  DATA_SOURCE_NOTE_MAX,
  type AuditDataSource,
  type BiasAuditDetails,
  type PublishBiasAuditValue,
} from '../../../contracts/bias-audit.ts';
import type { Language } from '../../../contracts/languages.ts';
import { browserLanguage } from '../../http/request-language.ts';

interface DetailsLabels {
  auditDateMissing: string;
  auditDateInFuture: string;
  auditDateBeforeData: (to: string) => string;
  distributedMissing: string;
  notADate: string;
  sourceMissing: string;
  noteMissing: string;
  auditorMissing: string;
  tooLong: (max: number) => string;
}

const LABELS: Record<Language, DetailsLabels> = {
  en: {
    auditDateMissing: 'Enter the date of the audit.',
    auditDateInFuture: 'The audit date cannot be in the future.',
    auditDateBeforeData: (to) => `The audit cannot be dated before the end of the data it audits (${to}).`,
    distributedMissing: 'Enter the date the tool was first used on candidates.',
    notADate: 'Enter a real date as YYYY-MM-DD.',
    sourceMissing: 'Choose where the data comes from.',
    noteMissing: 'Explain why test data was used instead of your own applicants’ data.',
    auditorMissing: 'Name the independent auditor.',
    tooLong: (max) => `This can be at most ${max.toLocaleString('en')} characters.`,
  },
  es: {
    auditDateMissing: 'Ingresa la fecha de la auditoría.',
    auditDateInFuture: 'La fecha de la auditoría no puede ser futura.',
    auditDateBeforeData: (to) =>
      `La auditoría no puede tener una fecha anterior al final de los datos que audita (${to}).`,
    distributedMissing: 'Ingresa la fecha en que la herramienta se usó por primera vez con candidatos.',
    notADate: 'Ingresa una fecha real con el formato AAAA-MM-DD.',
    sourceMissing: 'Elige de dónde provienen los datos.',
    noteMissing: 'Explica por qué se usaron datos de prueba en lugar de los datos de tus propios postulantes.',
    auditorMissing: 'Indica el nombre del auditor independiente.',
    tooLong: (max) => `Puede tener como máximo ${max.toLocaleString('es')} caracteres.`,
  },
  fr: {
    auditDateMissing: 'Saisissez la date de l’audit.',
    auditDateInFuture: 'La date de l’audit ne peut pas être dans le futur.',
    auditDateBeforeData: (to) => `L’audit ne peut pas être daté d’avant la fin des données qu’il examine (${to}).`,
    distributedMissing: 'Saisissez la date à laquelle l’outil a été utilisé pour la première fois auprès de candidats.',
    notADate: 'Saisissez une date réelle au format AAAA-MM-JJ.',
    sourceMissing: 'Choisissez l’origine des données.',
    noteMissing: 'Expliquez pourquoi des données de test ont été utilisées plutôt que celles de vos candidats.',
    auditorMissing: 'Indiquez le nom de l’auditeur indépendant.',
    tooLong: (max) => `Ce champ peut contenir au plus ${max.toLocaleString('fr')} caractères.`,
  },
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day in the calendar (2026-02-30 is not); year 0000, which PostgreSQL has no day of, is refused. */
const isDay = (s: string) =>
  DAY.test(s) && !s.startsWith('0000') && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

export interface DetailsProblem {
  prop: string;
  message: string;
}

/**
 * The details as stored, or the problems: the audit date is required, a real day, not after
 * `today` and not before the end of the audited period (`periodTo`); the distribution date is
 * required; the source is the company's applicants or test data, and test data needs its
 * explanation; the auditor is named.
 */
export function checkAuditDetails(
  body: PublishBiasAuditValue,
  periodTo: string,
  today: string,
  acceptLanguage?: string,
): { details: BiasAuditDetails; problems: DetailsProblem[] } {
  const words = LABELS[browserLanguage(acceptLanguage) ?? 'en'];
  const problems: DetailsProblem[] = [];
  const problem = (prop: string, message: string) => problems.push({ prop, message });
  const auditDate = body.audit_date?.trim() ?? '';
  if (!auditDate) problem('audit_date', words.auditDateMissing);
  else if (!isDay(auditDate)) problem('audit_date', words.notADate);
  else if (auditDate > today) problem('audit_date', words.auditDateInFuture);
  else if (auditDate < periodTo) problem('audit_date', words.auditDateBeforeData(periodTo));
  const distributed = body.tool_distributed_on?.trim() ?? '';
  if (!distributed) problem('tool_distributed_on', words.distributedMissing);
  else if (!isDay(distributed)) problem('tool_distributed_on', words.notADate);
  const source = body.data_source ?? '';
  const isSource = (AUDIT_DATA_SOURCES as readonly string[]).includes(source);
  if (!isSource) problem('data_source', words.sourceMissing);
  const note = body.data_source_note?.trim() ?? '';
  if (note.length > DATA_SOURCE_NOTE_MAX) problem('data_source_note', words.tooLong(DATA_SOURCE_NOTE_MAX));
  else if (source === 'test' && !note) problem('data_source_note', words.noteMissing);
  const auditor = body.auditor?.trim() ?? '';
  if (!auditor) problem('auditor', words.auditorMissing);
  else if (auditor.length > AUDITOR_MAX) problem('auditor', words.tooLong(AUDITOR_MAX));
  return {
    details: {
      audit_date: auditDate || null,
      tool_distributed_on: distributed || null,
      data_source: isSource ? (source as AuditDataSource) : null,
      data_source_note: note || null,
      auditor: auditor || null,
    },
    problems,
  };
}
