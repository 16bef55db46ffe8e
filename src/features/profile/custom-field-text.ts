/**
 * A company field's label, help and choices in the screen's language (D199, D214): the company's
 * version in that language, else the company default's. Picked on the device from the versions the
 * form carries, so a language switch needs no request and works offline. A choice keeps the value
 * the company wrote (what the answer holds); only its words change. A form saved on the device
 * before versions existed shows what the server chose.
 */
import type { I18n } from '@lingui/core';
import type { CustomField } from '../../../contracts/application-form.ts';
import { pickText } from '../../../contracts/company-text.ts';
import { isLanguage } from '../../lib/language.ts';

export interface FieldText {
  label: string;
  help_text: string;
  options: { value: string; label: string }[];
}

export function fieldText(i18n: I18n, field: CustomField, defaultLanguage: string | undefined): FieldText {
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const fallback = isLanguage(defaultLanguage) ? defaultLanguage : 'en';
  const label = field.label_i18n ? pickText(field.label_i18n, language, fallback).text : '';
  const help = field.help_text_i18n ? pickText(field.help_text_i18n, language, fallback).text : field.help_text;
  const versions = field.options_i18n ?? {};
  const words =
    [versions[language], versions[fallback]].find((list) => list?.length === field.options.length) ?? field.options;
  return {
    label: label || field.label,
    help_text: help,
    options: field.options.map((value, i) => ({ value, label: words[i] || value })),
  };
}
