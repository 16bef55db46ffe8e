/**
 * The names of the company's stages after every plan (D384) in the screen's language: the
 * company's own where it gave one in that language, else the product's (Interview, Offer, Hired).
 * Shared by the board, the staff home and the stage names' settings.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CompanyStageKind, CompanyStageNames } from '../../../contracts/pipeline.ts';

/** The product's names of the company's stages, where the company gave none in a language. */
export const COMPANY_STAGE_NAMES: Record<CompanyStageKind, MessageDescriptor> = {
  interview: msg`Interview`,
  offer: msg`Offer`,
  hired: msg`Hired`,
};

/** A company stage's name in `i18n`'s language: the company's own, else the product's. */
export function companyStageName(i18n: I18n, stage: CompanyStageKind, names: CompanyStageNames): string {
  const own = names[i18n.locale.slice(0, 2) as keyof CompanyStageNames]?.trim();
  return own || i18n._(COMPANY_STAGE_NAMES[stage]);
}
